import { useEffect, useState } from "react";
import type { BookingPeriod, BookingType } from "~/content/bookings";

export interface PeriodAvailability {
  date: string;
  period: BookingPeriod;
  available: boolean;
}

/**
 * The open periods of the next eight weeks for a consultation type, from
 * GET /api/bookings/availability; undefined until they arrive (or when the
 * request fails: the form still works, and the server has the last word).
 */
export function useAvailability(type: BookingType): PeriodAvailability[] | undefined {
  const [loaded, setLoaded] = useState<{ type: BookingType; periods: PeriodAvailability[] }>();
  useEffect(() => {
    const controller = new AbortController();
    fetch(`/api/bookings/availability?type=${type}&days=62`, { signal: controller.signal })
      .then((r) => (r.ok ? (r.json() as Promise<{ periods: PeriodAvailability[] }>) : undefined))
      .then((body) => body && setLoaded({ type, periods: body.periods }))
      .catch(() => undefined);
    return () => controller.abort();
  }, [type]);
  return loaded?.type === type ? loaded.periods : undefined;
}
