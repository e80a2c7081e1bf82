/**
 * Phrase rules for the grid and selling power: surplus and paid export, registering for
 * the Smart Export Guarantee, the network operator and its paperwork, off-grid systems,
 * tariffs and the feed-in tariff.
 */

export const exportPhrases: [RegExp, string][] = [
  [/\b(?:pays?|paid|paying) (?:me|us|you|people) (?:for|back for)\b|\bget paid\b/gi, " paid export "],
  // Power that would go unused is the surplus the Smart Export Guarantee pays for.
  [
    /\b(?:go|goes|going) to waste\b|\bwasted\b|\b(?:don['’]?t|do not|doesn['’]?t|does not|can['’]?t|won['’]?t) (?:get )?use[d]?\b|\bnobody['’]?s? (?:home|in|there) to use\b/gi,
    " surplus export ",
  ],
  // Signing up for a scheme, or whether it is automatic, is registering for it.
  [/\bsign(?:ing)? (?:up|on) (?:for|to) (?:it|that|this|them)\b|\bautomatic(?:ally)?\b/gi, " register "],
  // "Off grid": a kind of system the site does not describe, not the grid we export to.
  [/\boff[- ]?(?:the[- ])?grid\b/gi, " offgrid "],
  // "The electricity network people", "the DNO": the network operator, told of the system by us.
  [
    /\b(?:electricity |power )?(?:network|grid|dno|electricity board|distribution network)(?: \w+)? (?:people|operator|company|lot|firm|board)\b|\bdno\b/gi,
    " grid notification network operator paperwork ",
  ],
  // "The registration": registering the system (for the Smart Export Guarantee).
  [/\bregistration\b|\bregister(?:ing)? (?:it|the system|the panels)\b/gi, " register system export "],
  // "Tell the network people", "ring Western Power": the grid notification we handle.
  [
    /\b(?:tell(?:ing)?|notify\w*|ring(?:ing)?|inform\w*|contact\w*) (?:the )?(?:electricity )?(?:network|grid|dno|western power|national grid|electricity board|network operator)(?: people| operator| company)?\b/gi,
    " grid notification paperwork handle ",
  ],
  // "Charge off the grid at night": a battery on a cheap overnight tariff.
  [/\bcharge (?:\w+ )?(?:off|from) the grid (?:at night|overnight)\b/gi, " overnight tariff charge battery "],
  // "What's the cheapest night tariff going?": energy deals, which the site does not compare.
  [
    /\b(?:cheapest|best) (?:night(?:time)? |overnight |off[- ]peak |energy |electricity |export |smart |ev |seg )?(?:tariffs?|suppliers?|energy deals?|deals?)\b|\b(?:octopus )?(?:flux|intelligent go|agile|cosy|go faster)\b(?=[\s\S]*\b(?:better|best|cheaper|or|vs|versus)\b)/gi,
    " tariffdeals ",
  ],
  // "Would you deal with the electricity network side, or is that on us?": the grid application, which we handle.
  [
    /\b(?:the )?(?:electricity |power |grid )?network (?:side|bit|part|company|operator)\b/gi,
    " grid network operator ",
  ],
  [/\bor is (?:that|it|this) (?:on|down to|up to) (?:us|me)\b/gi, " or do you handle it "],
  // "The extra leccy": surplus electricity.
  [/\b(?:extra|spare|left ?over) (?:leccy|lecky|electric|electricity|power|energy)\b/gi, " surplus electricity "],
  [/\b(?:leccy|lecky)\b/gi, " electricity "],
  // "Put a smart meter in", "the feed-in tariff": things the site does not describe.
  [/\b(?:install|fit|put|get|supply)(?: \w+){0,3} smart meters?\b/gi, " install smartmeter "],
  [/\bfeed[- ]?in[- ]?tariffs?\b|\bfit payments?\b/gi, " feedintariff "],
  // "Do you sort the paperwork?": the grid notification and planning paperwork we handle.
  [
    /\b(?:sort|sorts|handle|handles|deal with|deals with|do|does)(?: \w+){0,2} paperwork\b/gi,
    " handle grid notification paperwork ",
  ],
  // "Export constraints", "the DNO caps what we can export", "no grid capacity": limits the network
  // operator sets, which the site does not describe (not the Smart Export Guarantee).
  [
    /\bexport (?:constraints?|constrained|limits?|limited|limitations?|caps?|capped|restrictions?|restricted)\b|\b(?:grid|network) (?:constraints?|capacity)\b|\b(?:constrain\w*|limit\w*|restrict\w*|cap\w*) (?:on )?(?:what (?:we|i|you) can |how much (?:we|i|you) can )?export\w*\b/gi,
    " exportlimit ",
  ],
  // "Which supplier is best with solar?", "should we switch supplier?": energy deals, which the site does not compare.
  [
    /\b(?:which|what) (?:energy |electricity |export )?(?:suppliers?|tariffs?|providers?) (?:is|are|would be|'s) (?:the )?(?:best|cheapest)\b|\bshould (?:we|i) (?:switch|change|move) (?:energy |electricity )?(?:suppliers?|providers?|tariffs?)\b/gi,
    " tariffdeals ",
  ],
  // "Is the export income taxable?", "do I declare SEG payments on my tax return?": tax on
  // export payments, which the site does not describe.
  [
    /\b(?:export|seg|smart export guarantee) (?:income|payments?|earnings|money)\b[^.?!]{0,40}\btax\w*|\btax\w*\b[^.?!]{0,40}\b(?:export|seg|smart export guarantee) (?:income|payments?|earnings|money)\b|\b(?:income|payments?|earnings|money)\b[^.?!]{0,30}\b(?:taxable|taxed)\b[^.?!]{0,30}\bdeclare\b/gi,
    " exporttax ",
  ],
  // "What's the Intelligent Go overnight rate now?": an energy supplier's import rates, which the site does not list.
  [
    /\b(?:intelligent go|octopus go|agile|flux|cosy|economy ?(?:7|seven)|go faster)\b(?! (?:export|outgoing))[^.?!]{0,30}\b(?:rates?|prices?|costs?|pence|p\/kwh)\b|\b(?:rates?|prices?) (?:on|for|of) (?:intelligent go|octopus go|agile|flux|cosy|economy ?(?:7|seven))\b/gi,
    " tariffdeals ",
  ],
  // "Is my electricity bill going to go up next year?", "will energy prices rise again?": forecasts of
  // energy prices, which the site does not make.
  [
    /\b(?:electricity|energy|gas|power|fuel)(?: \w+)? (?:bills?|prices?|costs?|rates?|price cap)\b(?: \w+){0,3}? (?:go(?:ing)? (?:to )?(?:go )?up|rise|rising|increase|increasing|double|doubling|shoot up)\b(?=[^.?!]*\b(?:next|coming|future|again|ahead|this winter|in (?:january|april|july|october))\b)|\benergy price (?:forecasts?|predictions?|rises?)\b/gi,
    " energyprices ",
  ],
  // "Who gets the export payments, me or the tenant?": export payments in a let home, which the site
  // does not cover (before the export scheme itself is answered).
  [
    /\b(?:export|seg|smart export guarantee)\b(?=[^.?!]*\b(?:tenants?|landlords?|landlordasking|renters?|let(?:ting)?)\b)|\b(?:tenants?|landlords?|landlordasking|renters?)\b(?=[^.?!]*\b(?:export|seg|smart export guarantee)\b)/gi,
    " $& letexport ",
  ],
  // "…a year, export included?", "counting the export": savings with the export income, not what a system includes.
  [
    /\bexports?(?: income| payments?| earnings| money)? (?:included|counted|and all|too|as well)\b|\b(?:including|counting|plus) (?:the )?exports?(?: income| payments?| earnings| money)?\b/gi,
    " export savings ",
  ],
  // "Who deals with the grid application?", "the grid connection application": the network
  // operator's paperwork we handle (the grid application, for a business system).
  [
    /\bgrid (?:connection )?applications?\b|\b(?:application|apply(?:ing)?) (?:to|for) (?:the )?grid(?: connection)?\b/gi,
    " grid notification network operator paperwork ",
  ],
  // "What will electricity prices be in 2030?", "how much will power cost in ten years?", "where are
  // energy bills heading?": forecasts of energy prices, which the site does not make.
  [
    /\b(?:what|how (?:much|high|low|expensive)) (?:will|would|are|is|might|could) (?:the )?(?:electricity|energy|gas|power|fuel|unit)(?: \w+)? (?:bills?|prices?|costs?|rates?|price cap)\b(?: \w+){0,2}? (?:be|going to be|cost|likely to be|look like|heading|end up)\b(?=[^.?!]*\b(?:in|by|next|come|coming|future|from now|years?|decade|20[2-9]\d)\b)|\bhow much will (?:electricity|energy|gas|power)(?: \w+)? cost\b(?=[^.?!]*\b(?:in|by|next|future|from now|years?|decade|20[2-9]\d)\b)|\bwhere (?:are|is) (?:the )?(?:electricity|energy|gas|power)(?: \w+)? (?:bills?|prices?|costs?|rates?) (?:heading|going)\b|\b(?:pay|pays|paid|paying|rates?|prices?)\b[^.?!]{0,30}\bexport\w*\b(?=[^.?!]*\b(?:next year|in (?:a|\d+|two|three|five|ten) years?|years? from now|in (?:the )?future|20[2-9]\d)\b)/gi,
    " energyprices ",
  ],
  // "Who sorts out the grid connection?", "getting connected to the grid", "the grid hook-up": the
  // network operator's paperwork we handle (the grid application, for a business system).
  [
    /\b(?:the |a |our |my )?grid (?:connections?|hook[- ]?ups?)\b|\b(?:get(?:ting)?|being) (?:it |us |them )?(?:connected|hooked up) to the grid\b|\bconnect(?:ing|ion)? (?:it |us |them |the \w+ )?to the grid\b/gi,
    " grid notification network operator paperwork ",
  ],
  // "Is the money I get from exporting taxable?": tax on export payments said with "exporting"
  // and "taxable", which the site does not describe.
  [
    /\bexport(?:ing|ed|s)?\b[^.?!]{0,40}\b(?:taxable|taxed|income tax|tax return)\b|\b(?:taxable|taxed|income tax|tax return)\b[^.?!]{0,40}\bexport(?:ing|ed|s)?\b/gi,
    " exporttax ",
  ],
  // "…a year, including whatever you get paid for sending it back to the grid?", "counting what you
  // earn from exporting": the export payments counted in with a saving asked (read by the rules
  // above as "paid export"), the export income of our savings answer (chat-knowledge.ts, faq
  // "savings"), as "counting the export" is read above.
  [
    /\b(?:including|incl|counting|plus|with|and) (?:whatever|what|anything|any money|the money|the payments?) (?:you|u|we|i|people|they|folk)(?: (?:get|earn|make|receive))?\s+paid export\b[^,.?!;]*/gi,
    " export savings ",
  ],
  // "Who else gets told about my system once it's in?", "who has to be notified about our panels?":
  // who is told of a new system, the network operator we notify (chat-knowledge.ts, process step 3,
  // "grid notification to the network operator"), not a person on our team.
  [
    /\bwho (?:else )?(?:(?:gets?|is|are|will be|would be|has to be|have to be|needs? to be|must be|should be) (?:told|notified|informed|let know|sent details|made aware)|(?:do|does|will|would|must|should) (?:you|u|we|i|they) (?:have to |need to )?(?:tell|notify|inform))(?: about| of)? (?:my|our|the|a|new) (?:new )?(?:solar )?(?:system|panels?|install|installation|array|battery)\b/gi,
    " grid notification network operator ",
  ],
  // "Does anyone else get told about my battery?", "will anybody be notified once the panels are in?":
  // the same question asked of anyone, read as the rule above reads "who else gets told".
  [
    /\b(?:does|do|will|would|is|has) (?:anyone|anybody|someone|somebody) (?:else )?(?:get|gets|be|been|have to be|need to be) (?:told|notified|informed|made aware)(?: about| of)? (?:my|our|the|a|new) (?:new )?(?:solar )?(?:system|panels?|install|installation|array|battery)\b/gi,
    " who grid notification network operator ",
  ],
  // "Whats the worst rate i could end up on?" (after the export payments), "the lowest SEG rate": the
  // bottom of the Smart Export Guarantee rates our calculator uses (estimate.ts: the SEG floor rate,
  // 4.1p/kWh, to the highest, 15.1p), not an import rate ("the lowest unit rate" names the unit).
  [
    /\b(?:worst|lowest|minimum|bottom|poorest|least)(?: (?:export|seg|smart export guarantee|feed[- ]in))? rates?\b|\b(?:worst|lowest|minimum|bottom|poorest|least)(?: possible)? (?:export|seg|smart export guarantee) (?:tariffs?|payments?)\b/gi,
    " calculatorbasis export rates ",
  ],
];
