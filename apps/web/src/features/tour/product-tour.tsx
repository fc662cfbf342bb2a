import { useProductTour } from './use-product-tour';

/**
 * Product tour overlay. Mounted once inside the dashboard layout (it needs the router
 * and the sidebar); it renders nothing until the tour runs.
 */
export function ProductTour() {
  return useProductTour();
}
