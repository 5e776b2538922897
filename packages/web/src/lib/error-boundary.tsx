import { Component } from "react";
import type { ReactNode } from "react";
import Alert from "react-bootstrap/Alert";
import Button from "react-bootstrap/Button";
import { useTranslation } from "react-i18next";

/** What a region shows instead of its content once it failed: a message and Try again. */
function RegionError({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <Alert variant="danger" role="alert" className="d-flex align-items-center gap-3">
      <span className="me-auto">{t("shell.regionError")}</span>
      <Button variant="outline-danger" size="sm" onClick={onRetry}>
        {t("shell.tryAgain")}
      </Button>
    </Alert>
  );
}

/**
 * Keeps a render error inside one region of the screen (the form, the side panel): the region
 * shows RegionError, the rest keeps working, and Try again renders the region afresh. Give it a
 * `key` that changes with what it shows (another answer) to start over without a click.
 * React logs the caught error itself.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  private readonly retry = () => this.setState({ failed: false });

  render() {
    return this.state.failed ? <RegionError onRetry={this.retry} /> : this.props.children;
  }
}
