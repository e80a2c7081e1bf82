import { Link } from "react-router";
import { PageHero } from "~/components/page-hero";
import { buttonVariants } from "~/components/ui/button";
import { changelog, generation, pitchPresets } from "~/content/estimate";
import { methodConstants } from "~/content/estimate-constants";
import { methodCopy } from "~/content/estimate-page";
import { orientations, SAP_AS_OF, SAP_SOURCE, sapRegions, servedAreaRegion } from "~/content/estimate-solar";
import { pages } from "~/content/pages";
import { estimate } from "~/lib/estimate/engine";
import { yieldPerKwp } from "~/lib/estimate/solar";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/how-we-estimate";
import { ConstantsTable, WorkedExample } from "./how-we-estimate/sections";

/** The worked example the page shows: a Cardiff semi, computed at build time by the engine itself. */
const workedExampleInput = {
  postcode: "CF14 3AB",
  monthlyBill: 90,
  orientation: "S",
  pitch: 35,
  shading: "none",
  occupancy: "half",
  battery: 0,
} as const;

export function loader() {
  const result = estimate(workedExampleInput);
  if (!result.ok) throw new Error(`The worked example no longer computes: ${result.error}`);
  const yieldTable = orientations.map((o) => ({
    orientation: o,
    values: pitchPresets.map((p) => Math.round(yieldPerKwp(5, o, p.value))),
  }));
  const areas = Object.entries(servedAreaRegion).map(([area, region]) => ({
    area,
    region: sapRegions[region]!,
    kk: Math.round(yieldPerKwp(region, "S", 35)),
  }));
  return {
    page: pages.howWeEstimate,
    example: result.estimate,
    yieldTable,
    areas,
    constants: methodConstants,
    changelog,
    sap: { source: SAP_SOURCE, asOf: SAP_AS_OF },
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta(loaderData.page, matches) : [];

export default function HowWeEstimate({ loaderData }: Route.ComponentProps) {
  const { example, yieldTable, areas, constants, sap } = loaderData;
  return (
    <main id="main">
      <PageHero title={methodCopy.title}>{methodCopy.intro}</PageHero>
      <div className="container-page max-w-4xl space-y-12 py-12 sm:py-16">
        <section aria-labelledby="method-formula">
          <h2 id="method-formula" className="text-2xl font-bold text-primary">
            The method
          </h2>
          <ol className="mt-4 list-decimal space-y-3 pl-5">
            <li>
              <strong>Generation = kWp × Kk × SF</strong>, the structure of the MCS standard estimate (MIS 3002). Kk is
              the yearly yield per kWp for the location, pitch and orientation; SF the shade factor.
            </li>
            <li>
              <strong>Kk</strong> = 0.8 × the year&apos;s solar radiation on the panels, worked out with SAP&apos;s
              published method for tilted surfaces from the regional climate of your postcode area. Source: {sap.source}{" "}
              ({sap.asOf}).
            </li>
            <li>
              <strong>Self-use</strong>: the share of generation used in the home, from when you are in (home all day,
              in half the day, out all day), your yearly use, the generation and any battery, in the structure of MCS
              MGD 003. The shares are our model; MCS&apos;s own look-up tables can replace it when we have them. Used
              directly = 1/√(1/G² + 1/D²), where G is the generation and D the daytime part of your use (close to the
              smaller of the two, below both when they are alike); a battery adds, in the same smooth way, the smallest
              of its capacity × 90% × 250 cycles, 80% of the surplus and 80% of the rest of your use.
            </li>
            <li>
              <strong>Money</strong>: self-used kWh × the price-cap unit rate, plus exported kWh × a Smart Export
              Guarantee rate. The standing charge is untouched.
            </li>
            <li>
              <strong>Cost and payback</strong>: our price list (below) gives the installed cost; payback is that cost
              divided by the yearly saving.
            </li>
            <li>
              <strong>Ranges</strong>: low and high take the weather (±{generation.weatherMargin.value * 100}%), your
              daytime use and the export rate at their ends together.
            </li>
          </ol>
        </section>
        <WorkedExample example={example} />
        <section aria-labelledby="method-yield">
          <h2 id="method-yield" className="text-2xl font-bold text-primary">
            Kk by orientation and pitch (Cardiff and Bristol)
          </h2>
          <div className="mt-4 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">kWh a year per kWp, Severn Wales and Severn England region</caption>
              <thead>
                <tr>
                  <th scope="col" className="p-2">
                    Facing
                  </th>
                  {pitchPresets.map((p) => (
                    <th key={p.value} scope="col" className="p-2">
                      {p.value}°
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {yieldTable.map((row) => (
                  <tr key={row.orientation} className="border-t border-border">
                    <th scope="row" className="p-2">
                      {row.orientation}
                    </th>
                    {row.values.map((v, i) => (
                      <td key={i} className="p-2">
                        {v}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
        <section aria-labelledby="method-areas">
          <h2 id="method-areas" className="text-2xl font-bold text-primary">
            The areas we serve
          </h2>
          <p className="mt-3 text-muted-foreground">
            Each postcode area we serve, the SAP climate region we assign it to and its Kk for a south-facing roof at
            35°. Other UK areas are assigned more coarsely; postcodes outside the UK are refused.
          </p>
          <ul className="mt-4 grid gap-2 sm:grid-cols-2">
            {areas.map((a) => (
              <li key={a.area}>
                <strong>{a.area}</strong>: {a.region}, {a.kk} kWh/kWp
              </li>
            ))}
          </ul>
        </section>
        <ConstantsTable constants={constants} />
        <section aria-labelledby="method-changes">
          <h2 id="method-changes" className="text-2xl font-bold text-primary">
            Changes to the constants
          </h2>
          <ul className="mt-4 list-disc space-y-2 pl-5">
            {loaderData.changelog.map((c) => (
              <li key={c.date}>
                <strong>{c.date}</strong>: {c.change}
              </li>
            ))}
          </ul>
        </section>
        <Link to="/solar-savings-calculator" className={buttonVariants({ variant: "accent", size: "lg" })}>
          Try the calculator
        </Link>
      </div>
    </main>
  );
}
