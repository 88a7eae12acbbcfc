import { useEffect, useState } from 'react';
import { apiFetch } from '../providers/httpClient';
import { takeFirstAnswer } from '../common/first-answers';
import { PROFILE_READ } from '../shared/first-answers';

/** The application profile from `management/info`. */
export interface Profile {
  ribbonEnv?: string;
  inProduction: boolean;
  isOpenAPIEnabled: boolean;
}

type ManagementInfo = { activeProfiles?: string[]; 'display-ribbon-on-profiles'?: string };

/** The app's page carries the answer; the server is asked when it does not. */
const carried = takeFirstAnswer<ManagementInfo>(PROFILE_READ);
let loading: Promise<Profile> | undefined;

function load(): Promise<Profile> {
  loading ??= (carried ? Promise.resolve(carried) : apiFetch<ManagementInfo>(PROFILE_READ).then(({ json }) => json)).then(
    (json) => {
      const profiles = json.activeProfiles ?? [];
      const ribbon = json['display-ribbon-on-profiles']?.split(',').find((p) => profiles.includes(p));
      return { ribbonEnv: ribbon, inProduction: profiles.includes('prod'), isOpenAPIEnabled: profiles.includes('api-docs') };
    },
    () => ({ inProduction: true, isOpenAPIEnabled: false }),
  );
  return loading;
}

export function useProfile(): Profile | undefined {
  const [profile, setProfile] = useState<Profile>();
  useEffect(() => {
    let live = true;
    void load().then((p) => live && setProfile(p));
    return () => {
      live = false;
    };
  }, []);
  return profile;
}
