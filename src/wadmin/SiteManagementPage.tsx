import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { AdminPage, failureOf } from '../console/AdminPage';
import { reloadSiteInfo, useSiteInfo } from '../site/useSiteInfo';
import { currentSiteQuery, type ManagedSite } from './site';
import { SiteGeneralSection } from './SiteGeneralSection';
import { SiteLanguagesSection } from './SiteLanguagesSection';
import { SiteIdentitiesSection } from './SiteIdentitiesSection';
import { SiteConfSection } from './SiteConfSection';

/**
 * `/wadmin/site-management`: the current site, in sections that each save on their own, so that a
 * refused value never leaves half of a change behind. Only with a valid licence.
 */
export function SiteManagementPage() {
  const translate = useTranslate();
  const info = useSiteInfo();
  const queryClient = useQueryClient();
  const licensed = info?.validLicense === true;
  const { data: site, error } = useQuery({ ...currentSiteQuery(), enabled: licensed });
  const setSite = (saved: ManagedSite) => {
    queryClient.setQueryData(currentSiteQuery().queryKey, saved);
    // The shell shows the site's name, logo and languages: read them again.
    void reloadSiteInfo(queryClient);
  };

  return (
    <AdminPage title="portico.siteManagement.title" error={failureOf(error)}>
      {info && !licensed && (
        <Alert
          severity="warning"
          data-testid="site-needs-license"
          action={
            <Button component={Link} to="/wadmin/license-management" color="inherit" size="small">
              {translate('portico.siteManagement.toLicense')}
            </Button>
          }
          sx={{ maxWidth: 900 }}
        >
          {translate('portico.siteManagement.needsLicense')}
        </Alert>
      )}
      {licensed && site === null && <Alert severity="info">{translate('portico.siteManagement.noSite')}</Alert>}
      {licensed && site && (
        <Stack spacing={2} sx={{ maxWidth: 900 }} key={site.id}>
          <SiteGeneralSection site={site} onSaved={setSite} />
          <SiteLanguagesSection site={site} onSaved={setSite} />
          <SiteIdentitiesSection site={site} onSaved={setSite} />
          <SiteConfSection site={site} onSaved={setSite} />
        </Stack>
      )}
    </AdminPage>
  );
}
