# Sourced by .ci/run (and by hand: `. scripts/use-node.sh`): makes sure `node` is Node.js 24 LTS.
# On a machine whose node is older, fetches the official build from the npm registry (the
# node-linux-<arch> package: the binary and its include/node headers) into a cache folder, puts it first
# on PATH for this shell, and points native builds (better-sqlite3) at its headers.
PORTICO_NODE_VERSION=24.21.0
portico_node_major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if [ "$portico_node_major" -lt 24 ]; then
  case "$(uname -m)" in
    x86_64) portico_node_arch=x64 ;;
    aarch64) portico_node_arch=arm64 ;;
    *) echo "No Node.js 24 package for $(uname -m): install Node.js 24 by hand" >&2; return 1 ;;
  esac
  portico_node_dir="${PORTICO_NODE_DIR:-$HOME/.cache/portico/node-$PORTICO_NODE_VERSION}"
  portico_node_home="$portico_node_dir/node_modules/node-linux-$portico_node_arch"
  if [ ! -x "$portico_node_home/bin/node" ]; then
    echo "Installing Node.js $PORTICO_NODE_VERSION into $portico_node_dir"
    npm install --prefix "$portico_node_dir" --no-save --no-audit --no-fund --loglevel=error "node-linux-$portico_node_arch@$PORTICO_NODE_VERSION" >/dev/null || return 1
  fi
  export PATH="$portico_node_home/bin:$PATH"
  export npm_config_nodedir="$portico_node_home"
fi
echo "Node.js $(node --version)"
