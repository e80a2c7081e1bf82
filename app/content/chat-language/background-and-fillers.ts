/**
 * Phrase rules for what visitors say around a question rather than in it: times that are
 * news ("last year", "these days"), the weather as a remark, "as well", "or what", "is it
 * true that", where they live; most are read as nothing, or as the plain words meant.
 */

export const backgroundPhrases: [RegExp, string][] = [
  // "Last year", "the last lot": a time or the one before, not how long something lasts.
  [/\blast (?:year|week|month|time|summer|winter|spring|autumn|night|weekend|lot|one|installer|company|firm)\b/gi, " "],
  // "Covered in moss" is dirt, not a warranty's cover ("covered by the warranty" keeps its sense).
  [/\bcovered (?:in|with)\b/gi, " "],
  [/\bhow (?:often|frequently|regularly)\b/gi, " every year "],
  // "Is your lot…": the company asked, not a lot of anything.
  [/\b(?:your|ur|u|ya) lot\b/gi, " you "],
  // "What's the point of MCS?", "why does MCS matter?": what it means for the visitor (keeping what
  // "why does … matter" names).
  [
    /\bwhat(?:['’]?s| is) the (?:point|benefit|advantage|use) of\b|\bwhat good is\b|\bwhy (?:does|do|would|should) ((?:\w+ ){0,3})matter\b/gi,
    " what $1means ",
  ],
  // "Instead of sending it back to the grid", "rather than just panels": the alternative set aside, not what is asked.
  [/\b(?:instead of|rather than)\b[^,.?!;]*/gi, " "],
  // "Chucking it down", "tipping down": rain.
  [/\b(?:chucking|tipping|pouring|bucketing|lashing|pissing) (?:it )?down\b|\bpouring\b/gi, " rain cloudy "],
  // "It rains constantly", "raining 300 days a year": the weather panels work in, when it is a remark
  // ("will it rain tomorrow?" asks for a forecast).
  [
    /(?<!\bwill it )\b(?:rains|raining|rainy)\b(?! (?:tomorrow|today|tonight|later|this (?:week|weekend)))/gi,
    " rain cloudy daylight ",
  ],
  // "I'm up in Wrexham": where the visitor is.
  [/\b(?:i['’]?m|im|we['’]?re|we are|i am) (?:up|down|over|out) (?:in|near)\b/gi, " I'm in "],
  // "And a battery as well?": "as well" is "too", not the well of "as well as".
  [/\bas well\b(?! as\b)/gi, " "],
  // "How much carbon…", "CO2": the carbon dioxide a system avoids.
  // (Not carbon credits or offsets, which the site does not describe: see esgreport.)
  [
    /\b(?:carbon(?: dioxide)?(?! (?:credits?|offsets?|offsetting)\b)|co2|co₂|emissions)\b/gi,
    " carbon dioxide emissions tonne ",
  ],
  // "Do panels need proper sunshine?": whether they work on dull days.
  [/\bneed (?:proper |full |direct |bright |strong )?(?:sunshine|sun|sunlight)\b/gi, " cloudy daylight sunshine "],
  // "A few years back", "before anything": when, not what.
  [
    /\b(?:a (?:few|couple of)|some|two|three|\d+) (?:years?|months?|weeks?) (?:back|ago)\b|\bbefore anything(?: else)?\b/gi,
    " ",
  ],
  // "Need to book time off work": the visitor's day, not our booking.
  [/\b(?:book|take|get|have) (?:a |the )?(?:time|day|morning|afternoon) off(?: work)?\b/gi, " "],
  // "The next morning", "the next day": when, not a booking.
  [/\bthe next (?:morning|day|evening)\b/gi, " "],
  // "Or what?" closing a question: nothing more is asked.
  [/,?\s+or what\s*(?=\??\s*$)/gi, " "],
  // "…like the ad says", "the facebook ad linked to it", "wary after the Facebook ad": where the
  // visitor came from, not a question about our adverts.
  [
    /\b(?:like |as )?(?:the|your|a|that|ur) (?:facebook |fb |instagram |insta |google )?(?:ad|advert)s? (?:says|said|linked to it|linked me here|mentioned|claims?|shows?|showed)\b|\bafter (?:the|your|that) (?:facebook |fb |instagram |insta |google )?(?:ad|advert)\b/gi,
    " ",
  ],
  // "It's not exactly sunny here": whether panels work without much sun.
  [/\bnot (?:exactly |very |that |always |too )?sunny\b|\bmake sense in wales\b/gi, " cloudy daylight "],
  // "The capital of France": a city, not capital allowances.
  [/\bcapital (?:of|city)\b/gi, " capitalcity "],
  // "Is it true (that)…": the visitor checks a claim; the claim is what is asked.
  [/^\s*(?:is it|is that|it is) (?:true|right|correct) (?:that )?/gi, " "],
  // "These days", "nowadays": when, not a number of days.
  [/\b(?:these days|nowadays|at the moment|currently|right now)\b/gi, " "],
  // "Does that cover panels someone else put in?", "would it cover a second roof?": whether what was
  // just said applies to something, asked of it (not where we work, nor what a warranty covers).
  [
    /\b(?:does|do|would|will) (?:that|this|it|they) (?:also |still )?cover\b(?! (?:me|us|my area|our area|where)\b)/gi,
    " does that ",
  ],
  // "What's it called?", "what are they called": asking a thing's name, which says nothing of the
  // subject (not "called off", nor a call from us).
  [/\bwhat(?:['’]?s| is| are| was| were) (?:it|that|this|they|those|these|one|the thing) called\b/gi, " what is it "],
  // "Can she still get a consultation somehow?", "…one way or another?": how is left open; the
  // question is whether it can be had.
  [/\b(?:somehow|anyhow|one way or (?:another|the other)|in some way|some way or other)\b/gi, " "],
  // "…like the last lot we had did with our kitchen", "like the firm I used before": a comparison
  // with someone the visitor once had, their story, not what they ask.
  [
    /\blike (?:the |a |our |my )?(?:(?:last|previous|other|old) )?(?:lot |firm |company |people |builders? |ones? |installers? |guys )?\s*(?:we|i) (?:had|used|got)\b[^.?!]*/gi,
    " ",
  ],
  // "What sort of things would…", "what kinds of factors could…": the same question as "what would…".
  [/\bwhat (?:sorts?|kinds?|types?) of (?:things?|stuff)\b/gi, "what"],
  // "The headline savings on your homepage look great, but…", "your figures sound impressive, but…": the
  // visitor's view of the site's figures before the question, not a question of its own.
  [
    /\b(?:the |your |ur |those |these )?(?:headline |big |advertised )?(?:savings?|figures|numbers|prices|payback(?: figures)?)(?: (?:on|from) (?:your|ur|the) (?:homepage|home page|website|site|adverts?|ads?|leaflets?))? (?:look|looks|seem|seems|sound|sounds) (?:really |very |pretty |so )?(?:great|good|amazing|impressive|brilliant|fantastic|attractive|too good to be true)\b,?(?: but)?/gi,
    " ",
  ],
  // "Just the number please, no sales pitch", "in plain English", "keep it short": how the visitor wants
  // the answer put, not what they ask.
  [
    /\b(?:(?:just|only) (?:the|a) (?:number|figure|answer)|(?:a |the )?(?:straight|short|quick|simple|honest) answer|(?:no|without (?:the|a|any)?) ?(?:sales ?(?:pitch|patter|talk|speak|spiel)|spiel|waffle|fluff|jargon|flannel|hard sell)|in (?:plain|simple) (?:english|terms|words)|keep it (?:short|simple|brief)|in a nutshell)\b(?: please| pls| thanks)?/gi,
    " ",
  ],
  // "…or can we just crack on?", "or do we just get on with it?": the other way the visitor could go,
  // after what they ask (whether something is needed), not a question of its own.
  [
    /,?\s+or (?:can|could|do|should|shall|would) (?:we|i|they|you)(?: just| simply)? (?:crack on|get cracking|get on with it|go ahead|just do it|carry on|press on|get going|get started|start)(?: with (?:it|them|the \w+))?(?: anyway| regardless)?\b/gi,
    " ",
  ],
  // "…saving a year in actual pounds", "save in real money", "cost in cash terms": the unit the visitor
  // wants the figure they ask in (our figures are in pounds), not what they ask. ("In actual pounds
  // per year?" alone asks for that figure, after an answer in per cent.)
  [
    /(?<=\b(?:sav\w*|earn\w*|cost\w*|spend\w*|bills?|year|month|annum|week)\b[^.?!,;]{0,40})\bin (?:(?:actual|real|hard|cold hard|plain|proper|hard cold) )?(?:pounds(?: and pence)?|£|quid|sterling|cash terms|money terms|monetary terms|real terms)\b|(?<=\b(?:sav\w*|earn\w*|cost\w*|spend\w*|bills?|year|month|annum|week)\b[^.?!,;]{0,40})\bin (?:actual|real|hard|cold hard|proper) (?:money|cash|figures|numbers)\b|(?<=\b(?:sav\w*|earn\w*)\b[^.?!,;]{0,40})\bin cash\b/gi,
    " ",
  ],
  // "…what those headline savings figures are based on": "headline" says where on the site the
  // figures stand, not which figures (before the calculator's rules read "savings figures").
  [/\b(?:headline|advertised|quoted) (?=(?:savings?|figures?|numbers?|prices?|payback|estimates?)\b)/gi, " "],
  // "…based on, because mine is a small terrace in Barry": the visitor's own home, given as their
  // reason for asking, not what they ask.
  [
    /,?\s*\b(?:because|cos|coz|cause|as|since) (?:mine|ours|my (?:house|home|place|property)|our (?:house|home|place|property))(?:['’]?s| is)\b[^.?!,;]*/gi,
    " ",
  ],
  // "Both of us work shifts", "my husband works nights", "we both work 9 to 5": when the visitor's household is out at work,
  // which says when they are free (a booking's day), not a business's shift patterns.
  [
    /\b(?:both of us|we both|me and (?:my|the) \w+|my (?:husband|wife|partner|other half)|i|he|she)(?: both)? (?:work|works|working|do|does|am on|is on|are on) (?:long |rotating |odd |early |late |night )?(?:shifts?|nights|shift work|shiftwork|full[- ]time|9 ?(?:to|-) ?5|nine to five)\b/gi,
    " ",
  ],
];
