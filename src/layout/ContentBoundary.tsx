import { Component, type ReactNode } from 'react';
import { CrashPage } from '../client-errors/CrashPage';

interface Props {
  children: ReactNode;
  /** The address's path: a crash is forgotten when the visitor goes elsewhere. */
  path: string;
}

/** What a screen throws while rendering: the crash page in its place, the app bar and menu kept. */
export class ContentBoundary extends Component<Props, { error?: Error; path?: string }> {
  override state: { error?: Error; path?: string } = {};

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: { error?: Error; path?: string }) {
    if (!state.error) return { path: props.path };
    return props.path === state.path ? null : { error: undefined, path: props.path };
  }

  override render() {
    return this.state.error ? <CrashPage error={this.state.error} /> : this.props.children;
  }
}
