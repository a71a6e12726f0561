import type { ExternalPagePort } from '../../application/ports/external-page-port';
import { isAllowedExternalRedirect } from '../../domain/session/return-to';

/** ExternalPagePort on the tab's location: only the allowed origins (the payment gateway's) are followed. */
export class LocationExternalPages implements ExternalPagePort {
  constructor(
    private readonly location: Pick<Location, 'assign'>,
    private readonly allowedOrigins: readonly string[],
  ) {}

  leaveFor(url: string): boolean {
    if (!isAllowedExternalRedirect(url, this.allowedOrigins)) return false;
    this.location.assign(url);
    return true;
  }
}
