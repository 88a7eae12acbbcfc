import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Alert, AlertTitle, Button } from '@mui/material';
import { reportCrash } from '../../../client-errors/CrashPage';

interface Props {
  title: string;
  message: string;
  reload: string;
  children: ReactNode;
}

/**
 * Keeps a widget that crashes from taking the page with it (spec 001 §2 Route wrapper, per widget): a
 * danger alert in its place, a Reload that tries it again, and a report mailed to the administrators.
 */
export class WidgetBoundary extends Component<Props, { error?: Error }> {
  override state: { error?: Error } = {};

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, _info: ErrorInfo) {
    reportCrash(error);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Alert
        severity="error"
        data-testid="widget-crash"
        action={
          <Button color="inherit" size="small" onClick={() => this.setState({ error: undefined })}>
            {this.props.reload}
          </Button>
        }
      >
        <AlertTitle>{this.props.title}</AlertTitle>
        {this.props.message}
      </Alert>
    );
  }
}
