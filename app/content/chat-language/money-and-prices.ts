/**
 * Phrase rules for money: prices and what they include, VAT, a fixed quote and how long it
 * is valid, payback and savings, tax relief, and paying (when, up front, monthly, how).
 */

export const moneyPhrases: [RegExp, string][] = [
  // "When do I have to pay?": when payment is due.
  [
    /\bwhen (?:do|would|will|should) (?:i|we) (?:have to |need to |be expected to )?pay\b|\bwhen(?:['’]s| is) (?:the )?payment due\b/gi,
    " payment stages due ",
  ],
  [
    /\bpay (?:for it |for them )?(?:over|in|by) (?:\d+ |twelve |a few )?(?:months?|years?|instalments?|installments?)\b/gi,
    " monthly instalments ",
  ],
  [
    /\b(?:get|got|getting|make|made|making|earn) (?:my |our |the )?money back\b|\b(?:pays?|paid|paying) (?:for )?(?:itself|themselves)\b|\bpay ?back(?: period| time)?\b/gi,
    " payback ",
  ],
  [/\bspread (?:the )?(?:cost|payments?|payment)\b|\bpay later\b|\bpay monthly\b/gi, " monthly instalments "],
  [/\b(?:sort|kind) of (?:money|budget|figure)\b|\bmoney are we talking\b/gi, " price "],
  [
    /\b(?:would|will|do|does|did|should|could) (?:i|we) (?:have to |need to )?pay\b|\b(?:i'?d|we'?d|i'?ll|we'?ll) (?:have to |need to )?pay\b/gi,
    " price ",
  ],
  // "No VAT on solar now?", "is it zero-rated?", "VAT-free": the rate of VAT charged (before
  // the rule below reads "VAT on" as whether prices include it).
  [
    /\b(?:no|zero|0|0%|nil|reduced|lower) (?:per ?cent |%)?vat\b|\bvat[- ]free\b|\bzero[- ]rated?\b|\bvat (?:rate|relief|exemption|exempt)\b|\b(?:what|which|how much) vat\b/gi,
    " vat rate zero ",
  ],
  [
    /\b(?:plus|ex|exc|excl|inc|incl|including|excluding|include|includes)\.? (?:the )?vat\b|\bvat (?:is )?(?:extra|on top|included|includ\w*)\b|\b(?:have|has|got|with|without) vat (?:on|added|included)\b|\bvat (?:added|on)\b/gi,
    " vat included ",
  ],
  // "Is that with VAT, or would that be added on top?": VAT asked about twice, whether it is included.
  [
    /(?<=\bvat\b[^?!]*)\b(?:or )?(?:would|will|is|does|do|does it|has) (?:that|it|this|they|vat|the vat) (?:be |get |go |come |have to be )?(?:added |charged |put |going )?on top\b|\b(?:does|would|will|is|do) (?:the )?vat (?:be |get |go |come |have to be )?(?:added |charged |put |going )?on top\b/gi,
    " vat included ",
  ],
  // Paid off is paid back: "how many years before it's paid off".
  // "Paid off the mortgage": a debt paid off is the visitor's news, not what they ask.
  [
    /\b(?:paid|pay|pays|paying|cleared) (?:off )?(?:the|my|our|a) (?:mortgage|loan|debt|car|credit card)(?: off)?\b/gi,
    " ",
  ],
  [
    /\b(?:paid|pay|pays|paying) (?:it |itself |them |themselves )?off\b(?! (?:the|my|our|a) (?:mortgage|loan|debt|car|house|credit))/gi,
    " payback ",
  ],
  // "Do you charge for quotes?": whether a quote or survey is free.
  [
    /\bcharge (?:for|to do) (?:a |the |your )?(?:quotes?|quotations?|surveys?|visits?|consultations?)\b/gi,
    " free quote ",
  ],
  // "Pay the 350": a price named without its pound sign.
  [
    /\b(?:pay|paying|paid|cost|costs|charge)(?: (?:the|that|a|about|around|over))? (\d{2,3}(?:,\d{3})?|\d{4,6})\b(?! ?(?:kw|kwh|years?|yrs?|days?|weeks?|hours?|hrs?|%|panels?|bed|mins?|minutes?|sq|m2|metres?|degrees?|°))/gi,
    " £$1 ",
  ],
  // "Once you've sent a quote, how long is it good for?": how long a quote is valid.
  [
    /\bhow long (?:is|are|will|would|does|do)? ?(?:it|that|the quote|a quote|your quotes?|the price|they|quotes?)(?: be| stay| remain)? (?:good|valid) for\b/gi,
    " how long quote valid ",
  ],
  // "Pay it all up front?", "the deposit": how paying for a system works.
  [
    /\b(?:pay|paid|paying)(?: \w+){0,3} (?:up ?front|in advance|all at once|in one go|on completion)\b|\bup ?front\b|\bwhen['’]?s the (?:money|payment|balance) due\b/gi,
    " payment upfront ",
  ],
  // "Sort the scaffolding myself?", "pay extra for scaffolding?": what a home system includes.
  [
    /\b(?:sort|arrange|organise|organize|provide|pay(?: extra)? for|hire|book)(?: \w+){0,2} scaffold\w*|\bscaffold\w* (?:extra|included|on top)\b/gi,
    " scaffolding included ",
  ],
  // "Before it runs out": how long a quote is valid.
  [/\bbefore (?:it|the quote|the price) (?:runs out|expires|lapses|goes up)\b/gi, " how long quote valid "],
  // "What % comes off the bill?", "what share of the bill could they cover?": the share of the bill saved.
  [
    /\b(?:what|how much)(?: kind of| sort of)? (?:%|percent|percentage)(?=\s|$)(?! (?:deposit|of the (?:price|cost)|up ?front|interest|vat|efficiency))|\bper ?cent(?:age)? (?:off|cut|saving)\b|\b(?:what|how much)(?: of (?:a|the))? (?:share|proportion|fraction|portion|part) of (?:the|my|our|a|your) (?:electricity |energy |power )?bills?\b/gi,
    " save bill cut ",
  ],
  // "With VAT or do I add 20% on top?": whether prices include VAT.
  [
    /\b(?:with|plus|inc|incl|including|inclusive of|ex|excluding) vat\b|\bvat on top\b|\badd (?:20%|vat)(?=\s|$)/gi,
    " including vat ",
  ],
  // "Does that price include the scaffolding?", "does that cover scaffolding?": what a home system includes
  // (before "include" or "cover" reads as hidden extras).
  [/\b(?:include[sd]?|cover(?:s|ed)?) (?:the )?scaffold\w*/gi, " scaffolding included "],
  // "Included in the quoted price", "charge for that separately", "what exactly is in your price?": what a
  // home system includes.
  [
    /\bincluded in (?:the |your )?(?:quoted |quote )?price\b|\bcharge (?:for (?:that|it) )?separately\b|\bwhat(?:['’]s| is|s)? (?:exactly |actually )?(?:is )?(?:in|inside) (?:the |your |a |that )(?:quoted )?(?:price|quote|package)\b|\bwhat (?:does|do) (?:the |your |that )(?:price|quote|package)s? (?:actually |exactly )?(?:cover|include)\b/gi,
    " included includes ",
  ],
  // "Will the quote creep up?": a fixed quote.
  [
    /\bcreep(?:s|ing)? up\b|\bgo(?:es)? up on (?:the )?day\b|\b(?:quote|price) (?:be )?fixed\b/gi,
    " quote fixed hidden extras ",
  ],
  // "Is it fixed?", "does the price change on the day?": a fixed quote.
  [
    /\b(?:or )?is (?:it|the price|the quote|that) fixed\b|\b(?:price|quote) (?:you quote )?changes? on the day\b/gi,
    " quote fixed hidden extras ",
  ],
  // "What's the charge for a 10kWh battery?": its price, not charging it.
  [/\bthe charge (?:for|of|on)\b/gi, " price of "],
  // "How small a system can you do?" for a home: our smallest, the entry system (for a business, read below).
  [
    /(?:\bhow small (?:a system |a setup |an install |a job )?(?:can|could|will|would|do) (?:you|u)(?: go| do)?\b|\bsmallest system\b)(?![^.?!]*\b(?:business|commercial|company|firm|farm|school|office|shop|unit|workshop)\b)/gi,
    " smallest entry system ",
  ],
  [
    /\bhow small (?:a system |a setup |an install |a job )?(?:can|could|will|would|do) (?:you|u)(?: go| do)?\b|\bsmallest system\b/gi,
    " cheapest system ",
  ],
  // "What's the cheapest option?", "your lowest-priced package": our starting price.
  [
    /\b(?:cheapest|lowest[- ]priced?|least expensive|most affordable) (?:options?|packages?|deals?|choices?)\b/gi,
    " cheapest price ",
  ],
  // "How long have I got to accept the quote?": how long a quote is valid.
  [
    /\bhow long (?:have|do|would) (?:i|we) (?:got|get|have) to (?:accept|decide|sign|say yes|think)\b|\bhow long (?:is|are|does|do) (?:the |a |your |ur )?quotes? (?:valid|good|open|last|stand)\b/gi,
    " quote valid validity ",
  ],
  // "Does the price go up after the survey?": the fixed quote.
  [
    /\b(?:price|quote|cost)s? (?:go|goes|went|jump|jumps|change|changes|rise|rises|creep|creeps)(?: up)? (?:after|on|once|at)\b/gi,
    " fixed quote hidden extras ",
  ],
  // "Tax breaks", "tax relief": for a business, capital allowances.
  [
    /\btax (?:breaks?|relief|benefits?|advantages?|allowances?|deductions?|write[- ]?offs?|perks?|incentives?|savings?|angles?|breaks?)\b|\bwrite (?:it )?off against tax\b/gi,
    " tax relief capital allowances ",
  ],
  // "What percentage can I claim?", "the annual investment allowance", "full expensing": the rates of
  // tax allowances, which the site leaves to the visitor's accountant.
  [
    /\bannual investment allowance\b|\bfull expensing\b|\b(?:what|which|how much|exact) (?:exact )?(?:percentage|percent|rate|proportion)(?: \w+){0,3} (?:claim|claimed|write off|deduct|allowance|relief)\b|\b100 ?% (?:allowance|relief|deduction|write[- ]?off)\b/gi,
    " allowancerate ",
  ],
  // "The remainder of the money", "the rest of the payment", "the final payment": the balance.
  [
    /\b(?:the )?(?:remainder|rest|remaining part|outstanding part)(?: of)? (?:the |my |our |your )?(?:money|payment|cost|price|amount|total|bill)\b|\b(?:remaining|outstanding) (?:money|payment|amount|sum|balance)\b|\b(?:final|last) (?:payment|instalment)\b/gi,
    " balance payment ",
  ],
  // "Return on investment figures", "an ROI forecast": the ROI analysis we give businesses.
  [/\breturns? on (?:the |our |my )?investment\b|\broi\b/gi, " roi return investment "],
  // "Price list", "your pricing": our prices.
  [/\bprice ?lists?\b|\blist of prices\b|\bpricing\b/gi, " price starting "],
  // "How long to pay back? I want to know it's worth it first": beside a payback question,
  // "worth it" is why they ask, not a second question about savings.
  [
    /(?<=\bpayback\b.*)\b(?:(?:i |we )?want to (?:know|see|check|be sure|make sure) )?(?:if |whether |that )?(?:it['’]?s|its|it is|they['’]?re|they are|it['’]?ll be|it will be) worth (?:it|the money)\b|\b(?:is it|are they|it['’]?s|its) worth (?:it|the money)\b(?=.*\bpayback\b)/gi,
    " ",
  ],
  // "Is it worth it?", "worth getting?": whether it pays its way, not what a house is worth.
  [
    /\b(?:worth (?:it|getting|having|doing|buying|adding|the (?:money|cost|investment|hassle|outlay|price|extra))|worthwhile|(?:a )?good investment|waste of money|(?:any|much) point)\b/gi,
    " save ",
  ],
  // "How quickly does it pay back?": how many years, not how quick a reply is.
  [/\bhow (?:quickly|quick|fast|soon|long)\b(?=(?: \w+){0,4} payback\b)/gi, " how many years "],
  // "Can I pay by card or bank transfer?": the ways of paying, which the site does not list.
  [
    /\b(?:by|with|on) (?:a )?(?:credit |debit )?card\b|\bbank transfer\b|\b(?:by|with) cheque\b|\bin cash\b/gi,
    " paymentmethod ",
  ],
  // "Would I be charged for it?": its price, not a car charger.
  [
    /\b(?:be|get|being|getting|am|is|are)(?: \w+)? charged (?:for|extra)\b|\bcharge (?:me|us|anything|extra) for\b/gi,
    " price cost ",
  ],
  // "Extras sprung on me", "hidden costs": whether the quoted price is fixed.
  [
    /\bhidden (?:extras|costs?|charges?|fees?)\b|\bextras? (?:sprung|added|springing)\b|\b(?:price|quote) includes? everything\b/gi,
    " fixed quote no hidden extras ",
  ],
  // "Is solar still worth bothering with?": whether it pays back, not what it adds to a home's value.
  [/\b(?:is|are)(?: \w+){0,2} worth (?:bothering(?: with)?|the bother|the hassle|doing|going for)\b/gi, " pay back "],
  // "Is the scaffolding in that?", "is the survey part of the price?", "is scaffolding an extra?", "is the
  // scaffolding charged separately?": whether the price includes it (not a pronoun: "is that extra?").
  [
    /\b(?:is|are) (?:the |a |your )?(?!(?:it|that|this|they|there|vat)\b)(\w+) (?:(?:in|part of) (?:that|that price|the price)|(?:an? )?(?:extra|additional|separate)(?: (?:cost|charge|item|payment))?|(?:charged|priced|billed|paid)(?: for)? (?:separately|extra|on top)|on top)\b(?:(?: on top)? (?:of|to) (?:the |your |my |that |a )?(?:quoted |quote )?(?:price|quote|cost|bill)\b)?/gi,
    " $1 included ",
  ],
  // "What payback are you claiming?", "what savings do you promise?": what we say, not a tax claim.
  [
    /\b(?:are|do|did|would|will) (?:you|u) (?:claim|claiming|promise|promising)\b|\byou(?:['’]re| are) (?:claiming|promising)\b/gi,
    " do you quote ",
  ],
  // "Will you beat that?", "can you match their price?": matching another firm's quote, which the site does not offer.
  [
    /\b(?:beat|undercut|price[- ]match)(?: (?:that|this|it|their|them|his|her|another|the other|my other))?(?: (?:firm['’]?s|company['’]?s|installer['’]?s))?(?: (?:quote|price|offer|deal))?\b|\bmatch (?:that|this|their|his|her|another|the other)(?: \w+)? (?:quote|price|offer|deal)\b/gi,
    " pricematch ",
  ],
  // "How much bigger is the saving with a battery?", "would the savings be much bigger?": saving more,
  // not a bigger battery or system.
  [
    /\b(?:bigger|larger|greater|higher|more) (?:(?:is|are|would|will) )?(?:(?:the|my|our|your|a|an) )?savings?\b|\bsavings? (?:(?:is|are|would be|will be|be|gets?|get) )?(?:much |a lot |far |way |any )?(?:bigger|larger|greater|higher)\b/gi,
    " save more ",
  ],
  // "A larger drop in the bill", "is the difference much bigger?": more of it, not a bigger battery.
  [
    /\b(?:bigger|larger|greater|higher)\b(?= (?:(?:is|are|would|will|does|do) )?(?:(?:the|my|our|your|a|an) )?(?:difference|cut|reduction|drop|return|returns|income|payments?|discount|benefit)\b)|(?<=\b(?:difference|cut|reduction|drop|return|returns|income|benefit) (?:(?:is|are|would be|will be|be|gets?) )?(?:much |a lot |far |way |any )?)(?:bigger|larger|greater|higher)\b/gi,
    "more",
  ],
  // "Compared to panels on their own", "versus just panels": set against panels alone, without a battery.
  [
    /\b(?:compared (?:to|with)|versus|vs\.?|than|over|against) (?:(?:just|only|having) )?(?:the |solar )?panels(?: (?:on (?:their|its) own|by themselves|alone|only|without (?:a|the) battery))?\b|(?<=\bbattery\b[^.?!]{0,30})\bthan without(?: (?:one|it|a battery))?\b/gi,
    " than with panels alone ",
  ],
  // "How much for 4 panels?", "how much are ten solar panels?": the price of panels; the count is
  // not a figure to search for (a bare "4" finds 4,000 kWh in the payback answer).
  [
    /\bhow much (?:(?:is|are|for|would|will|do|does|to get|to fit|to have|to put up) ){0,2}(?:about |around |roughly )?(?:\d{1,2}|a few|some|two|three|four|five|six|eight|ten|twelve) (?:solar |sun |pv )?panels\b/gi,
    " how much solar panels price ",
  ],
  // "What did my neighbour pay you for her system?": what another customer paid, which is theirs to tell.
  [
    /\b(?:what|how much) (?:did|has|have|do|does) (?:my|our|the) (?:neighbou?rs?|friends?|sister|brother|mum|dad|parents|cousin|colleague|mate|aunt|uncle|in-laws)(?:['’]s?)?\b(?: \w+){0,4}? (?:pay|paid|spend|spent|get charged|cost)\b/gi,
    " othercustomerprice ",
  ],
  // "What does a typical home get from 4kW in a year?": what a system of that size saves.
  [/\b(?:gets?|getting|got) (?:back )?(?:out )?(?:from|of) (?=(?:a |an |the )?\d+(?:\.\d+)?kw\b)/gi, " save with "],
  // "What will the network operator charge us to connect?", "what would they charge me?": a price
  // asked of someone's charge, not a battery or car charging.
  [/(?<=\bwhat (?:will|would|do|does|might|could)\b[^.?!]{0,60}\s)charge (?:us|me)\b/gi, " cost us "],
  // "When is the final balance due?", "when do we pay the balance, before or after the job's done?":
  // when the balance is paid (on completion), not how long a job takes.
  [
    /\bwhen (?:is|are|'s|would|will|do|does|should) (?:i |we |you )?(?:need to |have to )?(?:pay )?(?:the |my |our )?(?:final |last |remaining |outstanding )?(?:balance|payment|instalment|money)(?: (?:be |is |are )?(?:due|paid|payable|owed|taken))?\b(?:,? (?:is it |do (?:i|we) pay (?:it )?)?before or after (?:the )?(?:job|work|installation|install|fitting)(?:['’]s| is)? (?:done|finished|complete|completed|over))?/gi,
    " balance payment due completion ",
  ],
  // "And if the price has to change once you're up on the roof?", "what if the cost goes up once you
  // start?": a change found on the day, which we explain and agree first (not how long a quote is valid).
  [
    /\b(?:the )?(?:price|cost|quote|bill)s? (?:has to |have to |needs? to |might |could |may |does |did |would |will |were to |is going to )?(?:change|changes|changed|go up|goes up|went up|rise|rises|increase|increases|jump|jumps|creep up)\b[^.?!]{0,12}?\b(?:once|when|after|if) (?:you(?:['’]re| are)?|u(?:r| are)?|your (?:team|fitters|installers)(?: are)?|they(?:['’]re| are)?) (?:up on|on|get (?:up )?on(?:to)?|start|begin|get going|open (?:it|things) up)\b(?: (?:the|my|our) roof)?|\b(?:the )?(?:price|cost|quote)s? (?:has to |might |could |may |does |would |will )?(?:change|go up|goes up|rise|increase|jump) on the day\b/gi,
    " find problem day survey missed change ",
  ],
  // "Can I get money off if I pay cash?", "a discount for cash?": the ways of paying (and any terms for
  // them), which the site does not list.
  [
    /\b(?:money off|discount|cheaper|knock (?:some|something) off|reduction)\b[^.?!]{0,25}\b(?:pay|paying|paid)(?: (?:in|with|by|upfront in))? cash\b|\bcash (?:discount|price|deal)\b|\b(?:discount|money off|cheaper) (?:for|with) cash\b/gi,
    " paymentmethod ",
  ],
  // "How long is a quote from you valid for once it's issued?", "how long does a quotation from your
  // firm stay valid?": how long a quote is valid (our terms: 30 days), not how long the job takes.
  [
    /\bhow long (?:is|are|does|do|will|would) (?:the |a |your |ur |any )?(?:quotes?|quotations?|prices?)(?: (?:from|by|off) (?:you|u|yourselves|your (?:firm|company|team)))? (?:stay |remain |be )?(?:valid|good|open|held|fixed)\b(?:(?: for)? (?:once|after|from when) (?:it['’]?s|it is|they['’]?re|they are|it has been|you['’]?ve) (?:issued|sent|given|received|been sent|sent it))?/gi,
    " how long quote valid validity ",
  ],
  // "Could it end up costing more after the survey?", "might the price be higher once you've
  // surveyed?", "how much higher can the real price end up after the survey?": how far a price can
  // rise above the from-price once the roof is surveyed.
  [
    /\bhow much (?:more|higher|dearer|extra) (?:can|could|might|may|will|would|is|does) (?:the |my |our |your |a )?(?:\w+ )?(?:price|cost|quote|bill)s?(?: (?:end up|turn out|work out|come out|be|go|get))?\b(?=[^.?!]*\b(?:after|once|when)(?: (?:the|your|you|you['’]ve|have|done|had|did))* survey(?:ed|s)?\b)|\b(?:(?:end up|work out|turn out|come out)(?: costing| being| at)?|costing|cost|costs|being|be|priced) (?:a lot |much |any |a bit |quite a bit )?(?:more|higher|extra|dearer)\b(?=[^.?!]*\b(?:after|once|when)(?: (?:the|your|you|you['’]ve|have|done|had|did))* survey(?:ed|s)?\b)|\b(?:price|cost|quote)s? (?:could |might |may |can |will )?(?:end up |be )?(?:higher|dearer|more)\b(?=[^.?!]*\b(?:after|once|when)(?: (?:the|your|you|you['’]ve|have|done|had|did))* survey(?:ed|s)?\b)/gi,
    " surveyuplift ",
  ],
  // "Will solar push up our business rates?", "does a PV array change the rateable value of the
  // unit?": what panels mean for a business's rates, which the site does not describe.
  [/\bbusiness rates\b|\brateable values?\b|\bnon[- ]domestic rates\b/gi, " businessrates "],
  // "Something to justify the spend to our directors?", "help us make the business case": the
  // figures a business weighs an installation by, our commercial ROI analysis.
  [
    /\bjustify (?:the |this |that |our |an |such an? )?(?:spend|spending|cost|costs|investment|outlay|expense|expenditure)\b|\b(?:make|build|put together|write) (?:the |a |our )?business case\b/gi,
    " roi ",
  ],
  // "Cost?", "and the costs?", "pricing?": a message that is only the word for a price asks the
  // price of what was just said, as "price?" does.
  [/^\W*(?:(?:and|so|what about|how about) )?(?:the )?(?:costs?|costings?|pricing|prices)\W*$/gi, " price "],
  // "What would push my price up?", "what things could put the cost up once you've seen the house?":
  // what can raise a price above the from-price after the survey (scaffolding, optimisers, roof access).
  [
    /\b(?:push|pushes|put|puts|drive|drives|bump|bumps|send|sends|make|makes)(?: (?:my|the|our|your|a))? (?:price|cost|quote|bill)s? (?:up|higher)\b(?: (?:once|after|when) [^.?!]*)?|\b(?:push|put|drive|bump)(?:es|s)? up (?:my|the|our|your|a) (?:price|cost|quote)s?\b/gi,
    " price surveyuplift after survey ",
  ],
  // "Are you cheaper than Octopus?", "how do your prices compare with other installers?": how our prices
  // compare with another company's, which the site does not say.
  [
    /\b(?:are|r) (?:you|u|you guys|your (?:prices?|firm|company|quotes?))(?: any)? (?:cheaper|dearer|pricier|more expensive|less expensive|better value|competitive)\b(?= than\b| compared\b| vs\b)|\bhow (?:do|does) (?:your|ur) (?:prices?|quotes?|costs?) compare\b/gi,
    " competitorprice ",
  ],
  // "Can I put the panels through the business as an expense?", "can I reclaim the VAT?": what a
  // self-employed owner can claim for a home system, which the site leaves to an accountant.
  [
    /\b(?:put|run|claim|pass|book)\b(?: (?:the|my|our|it|them|panels|solar|system|installation))* through (?:the |my |our )?(?:business|company|books|accounts|ltd)\b|\b(?:as |a )?(?:business|company) expense\b|\breclaim(?:ing)? (?:the |any )?vat\b/gi,
    " homebusinesstax ",
  ],
  // "How much lower would the bill be with panels and a battery?", "how much would my bill drop?": how
  // far the bill falls (the share saved), not what the system costs.
  [
    /\bhow much (?:lower|less|smaller|cheaper|down)(?: (?:would|will|could|might|is|are|does|do))? (?:my |the |our |your |ur )?(?:electricity |electric |energy |power )?bills?\b(?: (?:be|get|go|end up|come out))?|\bhow much (?:would|will|could|might|does|do) (?:my |the |our |your |ur )?(?:electricity |electric |energy |power )?bills? (?:drop|fall|go down|come down|shrink|reduce|be cut|be reduced|decrease)\b/gi,
    " save bill cut ",
  ],
  // "…and if I want more than that?" (after a price or size): a size past the one just given, read
  // like "bigger than that" (not "could it cost more than that?", which asks whether a price holds).
  [/\b(want|need|get|have|go for)(?: (?:a lot|a bit|much|even))? more than (?:that|this)\b/gi, "$1 bigger than that"],
  // "What if we need more capacity?", "more storage": a bigger size than the from-price covers.
  [/\b(want|need|get|have|go for)(?: (?:a lot|a bit|much|even))? more (?:storage|capacity|kwh)\b/gi, "$1 a bigger one"],
  // "You quoted us five weeks ago... has it run out?", "will the price still stand?": whether a
  // quote is still valid (our terms: 30 days).
  [
    /\b(?=(?:has|have|is) )(?<=\bquot\w*\b[^]{0,200}?)(?:has it|have they|has the (?:quote|price)|is it|is the (?:quote|price)) (?:run out|expired|lapsed|gone out of date|still (?:valid|good|standing))\b|\b(?:price|quote|quotation)s? (?:will |would )?still stands?\b/gi,
    " quote valid expire ",
  ],
  // "Can the council pay for my panels?", "will the government help pay?": grants and funding, which
  // the site does not describe (not the council's planning permission).
  [
    /\b(?:council|government|local authority|the state|benefits|universal credit)\b(?: \w+)?(?: \w+)? (?:pay|pays|paying|fund|funds|funding|help(?: me| us)? (?:pay|with the cost))\b/gi,
    " grant funding ",
  ],
  // "What interest rate do you charge on late payments?", "is there a fee if I pay late?": interest or
  // charges on a late payment, which our terms do not describe (only when the balance is due).
  [
    /\b(?:interest|charges?|fees?|penalt(?:y|ies)|surcharges?)\b[^.?!]{0,30}?\b(?:late payments?|paying late|pay late|paid late|payments? (?:are |is |go(?:es)? out |arrive )?late)\b|\blate payment (?:interest|fees?|charges?|penalt(?:y|ies))\b/gi,
    " latepayment ",
  ],
  // "Roughly what for a 4kw fitted?", "ballpark what would a battery be?": "what" after how rough an
  // answer may be, with no noun of its own, asks a price ("roughly what size?" asks a size).
  [
    /\b(roughly|approx(?:imately)?|ballpark|rough(?:ly)?) what(?:['’]?s| is| would(?: it)? be| are we talking)?(?= (?:for|would|will|does|do|is|are|on|to)\b)/gi,
    "$1 how much",
  ],
];
