/** SPEC.md §2: this window event rebuilds the routing. */
export const ROUTING_UPDATE_EVENT = 'update routing';

export interface RoutingUpdateDetail {
  /** After the rebuild, open this path, or the application's first route. */
  navigateTo?: 'first-route' | string;
}

export function requestRoutingUpdate(detail: RoutingUpdateDetail = {}): void {
  window.dispatchEvent(new CustomEvent<RoutingUpdateDetail>(ROUTING_UPDATE_EVENT, { detail }));
}
