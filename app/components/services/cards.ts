import { type Service, services } from "~/content/services";

/** What a service card shows; the dialog's details load with the dialog. */
export type ServiceCard = Pick<Service, "id" | "title" | "description" | "features">;

/** The six service cards, for a route loader. */
export function serviceCards(): ServiceCard[] {
  return services.map(({ id, title, description, features }) => ({ id, title, description, features }));
}
