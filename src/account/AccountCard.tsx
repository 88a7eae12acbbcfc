import type { ReactNode } from 'react';
import { Card, CardContent, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';

/** The frame of every account screen: a titled card of readable width. */
export function AccountCard({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Card sx={{ maxWidth: 560, mx: 'auto', mt: 3 }}>
      <Title title={translate(title)} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate(title)}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
