// @vitest-environment jsdom
import { act, type ComponentType, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** The API's answers by path: a value is answered, an Error refused. */
const answers = new Map<string, unknown>();
const asked: string[] = [];
vi.mock('../../src/providers/httpClient.js', () => ({
  apiFetch: async (path: string) => {
    asked.push(path);
    const answer = answers.get(path);
    if (answer instanceof Error) throw answer;
    return { status: 200, headers: new Headers(), json: answer };
  },
}));

// What the app's page carries, in place before the client reads it.
document.body.innerHTML = `<script type="application/json" id="first-answers">${JSON.stringify({
  '/api/composer/site': { id: 1, name: 'Carried', langs: 'en,it', captchaEnabled: false, validLicense: true },
  '/management/info': { activeProfiles: ['prod', 'api-docs'], 'display-ribbon-on-profiles': 'dev' },
})}</script>`;

type Site = { name: string };
type Profile = { inProduction: boolean; isOpenAPIEnabled: boolean; ribbonEnv?: string };
// Through a name, so that the server's type check (node16 resolution) does not follow into the app's own imports.
const SITE = '../../src/site/useSiteInfo.js';
const PROFILE = '../../src/site/useProfile.js';
const { useSiteInfo, reloadSiteInfo } = (await import(/* @vite-ignore */ SITE)) as {
  useSiteInfo(): Site | undefined;
  reloadSiteInfo(client: QueryClient): Promise<void>;
};
const { useProfile } = (await import(/* @vite-ignore */ PROFILE)) as { useProfile(): Profile | undefined };

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Every render of a reader, as what it showed. */
const renders: string[] = [];
const SiteName: ComponentType<{ id: string }> = ({ id }) => {
  renders.push(`${id}:${useSiteInfo()?.name ?? '-'}`);
  return null;
};
const ProfileView = () => {
  const profile = useProfile();
  renders.push(profile ? `profile:${profile.inProduction}/${profile.isOpenAPIEnabled}/${profile.ribbonEnv ?? ''}` : 'profile:-');
  return null;
};

/** Lets the answers come and react-query tell their readers (it does so on a timer). */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 10)));

async function mount(client: QueryClient, ...children: ReactElement[]) {
  const root = createRoot(document.createElement('div'));
  await act(async () => root.render(<QueryClientProvider client={client}>{children}</QueryClientProvider>));
  await settle();
  return root;
}

describe("the site's public face and the profile", () => {
  beforeEach(() => {
    renders.length = 0;
    asked.length = 0;
    answers.clear();
  });

  it("start with the app page's answers: one render each, nothing asked", async () => {
    const root = await mount(new QueryClient(), <SiteName key="a" id="a" />, <ProfileView key="p" />);
    expect(renders).toEqual(['a:Carried', 'profile:true/true/']);
    expect(asked).toEqual([]);
    await act(async () => root.unmount());
  });

  it('are asked for when the page carried nothing, and kept for the screens that mount later', async () => {
    answers.set('/api/composer/site', { name: 'Asked' });
    answers.set('/management/info', { activeProfiles: ['dev'], 'display-ribbon-on-profiles': 'dev,test' });
    const client = new QueryClient();
    const root = await mount(client, <SiteName key="a" id="a" />, <ProfileView key="p" />);
    expect(renders).toEqual(['a:-', 'profile:-', 'a:Asked', 'profile:false/false/dev']);
    renders.length = 0;
    const later = await mount(client, <SiteName key="b" id="b" />);
    expect(renders).toEqual(['b:Asked']);
    expect(asked).toEqual(['/api/composer/site', '/management/info']);
    await act(async () => {
      root.unmount();
      later.unmount();
    });
  });

  it('read again after a save, every reader showing the new answer at once', async () => {
    answers.set('/api/composer/site', { name: 'Before' });
    const client = new QueryClient();
    const root = await mount(client, <SiteName key="a" id="a" />, <SiteName key="b" id="b" />);
    answers.set('/api/composer/site', { name: 'After' });
    renders.length = 0;
    await act(() => reloadSiteInfo(client));
    await settle();
    expect(renders).toEqual(['a:After', 'b:After']);
    await act(async () => root.unmount());
  });

  it('fall back to the portal\'s own face and a production profile when the read fails', async () => {
    answers.set('/api/composer/site', new Error('refused'));
    answers.set('/management/info', new Error('refused'));
    const root = await mount(new QueryClient(), <SiteName key="a" id="a" />, <ProfileView key="p" />);
    expect(renders.slice(-2)).toEqual(['a:Portico', 'profile:true/false/']);
    await act(async () => root.unmount());
  });
});
