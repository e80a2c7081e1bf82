import { BatteryCharging, Building2, Drone, House, Wrench, Zap, type LucideIcon } from "lucide-react";

const icons: Record<string, LucideIcon> = {
  "residential-solar": House,
  "battery-storage": BatteryCharging,
  commercial: Building2,
  "smart-energy": Zap,
  "maintenance-cleaning": Wrench,
  "drone-surveying": Drone,
};

export function ServiceIcon({ id, className }: { id: string; className?: string }) {
  const Icon = icons[id] ?? Zap;
  return <Icon aria-hidden="true" className={className} />;
}
