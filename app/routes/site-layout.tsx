import { Outlet } from "react-router";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";

export default function SiteLayout() {
  return (
    <>
      <SiteHeader />
      <div className="pt-16 lg:pt-[72px]">
        <Outlet />
      </div>
      <SiteFooter />
    </>
  );
}
