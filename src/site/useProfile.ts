import { useQuery } from '@tanstack/react-query';
import { profileQuery, type Profile } from './queries';

export type { Profile };

/** The application profile, for the production ribbon and the API documentation's entry. */
export const useProfile = (): Profile | undefined => useQuery(profileQuery()).data;
