/**
 * Phrase rules for reaching us: booking a consultation or survey (days, slots, Saturdays,
 * the earliest date), its confirmation and video call, our opening hours, how soon we reply,
 * who answers the phone and where our office is.
 */

export const bookingPhrases: [RegExp, string][] = [
  // "Pop in", "drop by": a visit to the office.
  [/\b(?:pop|popping|drop|dropping|call|calling) (?:in|by|round|over)\b/gi, " visit "],
  // "How soon could you get out to me?": a visit, booked from the next working day.
  [
    /\bhow (?:soon|quickly|quick|fast) (?:could|can|would|will) (?:you|u|you lot|your \w+|someone|somebody) (?:get|come|pop|send)(?: (?:someone|somebody|anyone|a surveyor|an adviser))? (?:out|round|over)\b/gi,
    " booking next working day ",
  ],
  // "Can I get the survey done on a Saturday?": when a consultation can be booked.
  [
    /\b(?:survey|surveyor|visit|appointment|consultation|come(?: out| round| over)?|book(?:ing)?)\b(?=(?: \S+){0,5} (?:saturday|sunday|weekend|evening)s?\b)/gi,
    " booking ",
  ],
  // "Book the survey": a consultation booked.
  [
    /\bbook (?:in )?(?:a |the |my |our )?(?:survey|visit|consultation|appointment)\b|\b(?:get|have) (?:a |the |my |our )?(?:survey|visit|consultation|appointment) booked(?: in)?\b/gi,
    " booking date ahead ",
  ],
  // "Change the day", "move my appointment": moving a booked consultation.
  [
    /\b(?:change|move|rearrange|reschedule|switch)(?: \w+)? (?:the|my|our) (?:day|date|time|appointment|booking|consultation|slot)\b/gi,
    " move cancel booking ",
  ],
  // "The first chat", "an initial call": the initial consultation.
  [
    /\b(?:first|initial|intro(?:ductory)?) (?:chat|call|conversation|meeting|talk|consult)\b/gi,
    " initial consultation ",
  ],
  // "Someone to come and have a look at my roof": a free site survey.
  [
    /\b(?:have|take) a (?:look|peek|gander|butchers) at (?:my|our|the) (?:roof|house|property|home)\b/gi,
    " booking consultation home visit ",
  ],
  // "Your postcode for the sat nav": where our office is.
  [
    /\b(?:your|ur) (?:office )?(?:postcode|address)\b|\bsat ?navs?\b|\b(?:drop|dropping|pop|popping) (?:\w+ ){0,3}(?:in|off|round) (?:to|at) (?:your|ur) (?:office|place)\b/gi,
    " our address located postcode ",
  ],
  // "Response times": how soon we reply.
  [
    /\bresponse times?\b|\bhow (?:fast|quick|quickly|soon) (?:do|will|would) (?:you|u) (?:reply|respond|answer|get back)\b/gi,
    " reply respond hear back ",
  ],
  // "What times can I pick?", "the survey slots", "the earliest date": the times and dates a consultation can be booked for
  // ("what times can I ring?" is when the office is open, read further down).
  [
    /\b(?:what|which) (?:times|slots)\b(?! (?:are|do|does|is) (?:you|u|the office) (?:open|close|shut|work)| (?:can|could|should|do) (?:i|we) (?:ring|phone|call))|\btime ?slots?\b|\b(?:survey|consultation|visit|appointment|booking) slots?\b/gi,
    " booking morning afternoon ",
  ],
  [
    /\b(?:earliest|soonest|first available) (?:date|day|slot|appointment|booking|time)\b/gi,
    " booking next working day ",
  ],
  // "Lost the email", "can't find my confirmation e-mail": the booking confirmation, gone.
  [
    /\b(?:lost|deleted|can['’]?t find|cannot find)(?: \w+){0,2}? (?:confirmation |booking )?e-?mails?\b/gi,
    " lost confirmation booking ",
  ],
  // "Who picks up when I ring?": who answers the phone.
  [/\bwho (?:picks up|answers)(?: the phone)?\b/gi, " who answers questions first voice you hear "],
  // "Who do I speak to about batteries?": the person who knows about them.
  [/\bwho (?:do|should|can) (?:i|we) (?:speak|talk) to about\b/gi, " who knows about "],
  // "What time does morning mean?": the booking periods' times.
  [
    /\b(?:what time|when) (?:is|does|do) (?:a |the )?(?:morning|afternoon)s?(?: (?:slot|appointment|visit)s?)?(?: (?:mean|start|begin|finish|end))?\b/gi,
    " booking morning afternoon times ",
  ],
  // "Can I do a Saturday?": booking a Saturday morning.
  [/\b(?:can|could) (?:i|we) (?:do|have|book|get|go for) (?:a |the )?saturday\b/gi, " booking saturday morning "],
  // "Only Saturdays", "a Saturday consultation": booking a Saturday morning.
  [
    /\b(?:only|just) (?:do|manage|free on|available on) saturdays?\b|\b(?:consultation|survey|visit|appointment)s? (?:on )?(?:a )?saturdays?\b|\bsaturday (?:consultation|survey|visit|appointment)s?\b/gi,
    " booking saturday morning ",
  ],
  // "Who will I speak to first when I ring?", "who is it I'll be talking to when I first ring up", "who do I
  // talk to when I call": who answers the phone.
  [
    /\bwho (?:will|would|do) (?:i|we) (?:speak|talk) to first\b|\bfirst\s+(?:person\s+)?(?:i['’]?d|i would|we['’]?d|you['’]?d)\s+(?:talk|speak)(?: to)?\b|\bwho(?:['’]s it| is it| will| would| do| am)? (?:i|we)(?:['’]ll|['’]d| will| would| do| am| are)?(?: be)? (?:speak|talk)(?:ing)? (?:to|with)(?: first)? when (?:i|we)(?: first)? (?:ring|call|phone)\b/gi,
    " who answers questions first voice you hear ",
  ],
  // "Urgent": how soon we reply.
  [/\burgent(?:ly)?\b/gi, " urgent same day reply "],
  // "Do I need Zoom?", "join the video call": the link in the confirmation e-mail.
  [
    /\b(?:need|use|download) (?:zoom|teams|skype)\b|\bjoin (?:the |a |it|the video )?(?:video )?(?:call|meeting)?\b(?= [^.?!]*\b(?:zoom|teams|video|link)\b)|\bhow do (?:i|we) join\b/gi,
    " video call link booking ",
  ],
  // "Come out today for a survey": the earliest booking.
  [
    /\b(?:come out|come round|visit|survey|book (?:in|me in))\b(?= [^.?!]*\btoday\b)|\btoday for a (?:survey|visit|look)\b/gi,
    " booking next working day ",
  ],
  // "Will I get a reminder?", "do you remind me beforehand?": the confirmation e-mail, its calendar
  // invitation and the reminder the day before.
  // ("Remind me how long the warranty is": a request to be told again, as "tell me" is.)
  [
    /\breminders?\b|\bremind (?:me|us)\b(?! (?:again )?(?:how|what|whats|when|where|who|which|why|whether|if|of)\b)/gi,
    " bookingreminder reminder booking ",
  ],
  // "What's the waiting list like?": how soon the fitters are free, which our advisers check.
  [/\bwaiting lists?\b|\bhow busy are (?:you|u)\b/gi, " waitinglist "],
  // "Postcode for your office": where our office is.
  [/\b(?:postcode|address) (?:for|of) (?:your|ur|the) office\b/gi, " our address located postcode "],
  // "Do I need to be in on the day, or can I leave a key with next door?", asked on its own (as
  // part of "what happens on the day?" the day's steps answer it).
  [
    /^\s*(?:(?:do|will|would) (?:i|we) (?:need|have) to be (?:in|home|at home|around|there|present)\b|can (?:i|we) (?:just )?leave (?:a|the|our|my) keys?\b)/gi,
    " athome ",
  ],
  // "What days can someone come out?", "how soon can you come?", "the soonest someone could come out"
  // (either word order): booking a visit or call.
  [
    /\b(?:what|which) days? (?:can|could|do|will|would) (?:you|u|someone|somebody|your (?:surveyor|team|adviser))(?: \w+)? (?:come|visit|pop|do (?:it|a visit|visits))\b|\b(?:how soon|how early|when(?:['’]s| is) the earliest|earliest|soonest) (?:(?:can|could|would|will) (?:you|u|someone|somebody|i|we)|(?:you|u|someone|somebody|anyone|anybody|i|we) (?:can|could|would|will|might))(?: possibly| actually)? (?:come|visit|pop|get (?:out|round|a visit|one|a slot|an appointment)|book)\b/gi,
    " booking earliest ",
  ],
  // "What's the latest afternoon slot?", "a consultation in the evening after work?": our booking times.
  [
    /\b(?:latest|last|earliest|first) (?:afternoon |morning |evening )?(?:time|slot|appointment)s?\b|\b(?:consultation|call|visit|appointment|survey)s? (?:in the evening|after work|after (?:5|five|6|six))\b|\b(?:in the evening|after work) for (?:a|the) (?:consultation|call|visit|appointment)\b/gi,
    " booking slot afternoon ",
  ],
  // "Can it be a Saturday?", "could the visit be on a weekend?": booking a day.
  [
    /\b(?:can|could) (?:it|we|that|the (?:visit|survey|consultation|appointment|call)) be (?:on )?(?:a |the )?(?=(?:saturday|sunday|weekend|evening|monday|tuesday|wednesday|thursday|friday)s?\b)/gi,
    " booking ",
  ],
  // "Can I ring you on a Sunday?", "can we call you in the evening?": when we are open.
  [
    /\b(?:ring|call|phone|reach|speak to|talk to|get hold of) (?:you|u|ya|your office|someone)(?: \w+)?? (?:on|at|in) (?:a |the )?(?=(?:weekends?|saturdays?|sundays?|bank holidays?|evenings?|nights?)\b)/gi,
    " opening hours ",
  ],
  // "Evenings for the consultation call": the times a consultation can be booked.
  [
    /\bevenings? for (?:the |a )?(?:consultation|call|survey|visit)\b|\b(?:consultation|call)s? in the evenings?\b/gi,
    " booking afternoon saturday ",
  ],
  // "Do you work weekends?": when we are open, not a business's working hours.
  [
    /\b(?:do|does|are|will|can) (?:you|u|ya|your (?:team|engineers|installers|lot)) (?:work|open|install|fit|come out|do installs?)(?: on| at)? (?:weekends?|saturdays?|sundays?|bank holidays?|evenings?)\b/gi,
    " opening hours weekend ",
  ],
  // "What times can I ring?", "anyone to answer the phone on a Sunday?": when our office is open.
  [
    /\b(?:what times?|when) (?:can|could|should|do) (?:i|we) (?:ring|phone|call)(?: you| u| the office)?\b|\b(?:ring|phone) (?:you |u |the office )?(?:on|at) (?:a )?(?:weekdays?|weekends?|saturdays?|sundays?|evenings?)\b|\banswer(?:ing|s)? (?:the )?phones?\b/gi,
    " opening hours ",
  ],
  // "What happens after I book?", "do I get anything through?": the booking's confirmation.
  [
    /\bafter (?:i|we)(?: have| ve|['’]ve)? (?:book|booked|booking)\b|\bget (?:anything|something|an? (?:email|e-mail|confirmation)) through\b/gi,
    " booking confirmation ",
  ],
  // "Who will I speak to first?", "the first point of contact": whoever is the first voice a caller hears.
  [/\b(?:speak|talk)(?:ing)? to first\b|\bfirst (?:person|point of contact)\b/gi, " first voice you hear "],
  // "How long before someone gets back to me?": how soon we reply.
  [/\b(?:get|gets|getting|come|comes) back to (?:me|us)\b|\b(?:to )?hear back\b/gi, " reply respond hear back "],
  // "Can I book a survey for this Sunday?", "r u open saturday for that" (after booking): the days a
  // consultation can be booked on, not the office's opening hours.
  [
    /\b(?:sundays?|saturdays?|weekends?)\b(?<=\b(?:book|booking|visit|survey|appointment|consultation)s?\b[^.?!]*)|\b(?:open|opening hours) (?:on )?(?:a )?(?:sundays?|saturdays?|weekends?) for (?:that|it|this|one|them|visits?|surveys?|appointments?)\b/gi,
    " booking saturday ",
  ],
  // "Could someone come out tomorrow if I book tonight?", "can you visit tomorrow?", "the survey done
  // this afternoon?": the earliest
  // booking (the next working day), not tomorrow's weather.
  [
    /\b(?:come out|come round|come over|come|visit|pop (?:out|round|over)|survey|book (?:in|me in|us in))\b[^.?!]{0,30}?\b(?:tomorrow|tonight|today|this (?:afternoon|morning|evening))\b|\bif (?:i|we) book(?: it| one| online)? (?:tonight|today|now|this evening|later)\b/gi,
    " booking next working day ",
  ],
  // "How do I cancel if something comes up?", "what if we can't make it on the day?": a date that no
  // longer suits, moved or cancelled with the booking's link (a contract's cooling-off is not it;
  // "if something comes up on the roof" alone is not a booking).
  [
    /\b(?:cancel|move|reschedule|rearrange)\w*(?: (?:it|that|the \w+|my \w+|our \w+))? (?:if|when|in case) (?:something|anything|summat|owt) (?:comes|crops|pops) up\b|\b(?:something|anything) (?:comes|came|crops|cropped|pops|popped) up (?:and|so) (?:i|we) (?:need|have|want|got) to (?:cancel|move|reschedule|rearrange)\b|\b(?:if|when|in case) (?:i|we) (?:can['’]?t|cannot|could(?:n['’]?t| not)) make (?:it|the (?:appointment|consultation|visit|call))\b/gi,
    " move cancel booking ",
  ],
  // "Do I ring you or do you ring me?", "who calls who for the phone one?": who rings whom for a
  // booked phone consultation.
  [
    /\b(?:do|shall|should|will|would) (?:i|we) (?:ring|call|phone|contact) (?:you|u)(?: lot)?,? or (?:do|will|would) (?:you|u)(?: lot)? (?:ring|call|phone|contact) (?:me|us)\b|\b(?:do|will|would) (?:you|u)(?: lot)? (?:ring|call|phone|contact) (?:me|us),? or (?:do|shall|should|will|would|must) (?:i|we) (?:ring|call|phone|contact) (?:you|u)\b|\bwho (?:calls|rings|phones) (?:who|whom)\b/gi,
    " callwho ",
  ],
  // "What kinds of consultation can I pick?", "which types of appointment are there?": how the
  // consultation can be held (phone, video call or a home visit).
  [
    /\b(?:what|which) (?:kinds?|types?|sorts?|options?) of (?:consultations?|consults?|appointments?|first (?:call|chat)s?)\b/gi,
    " consultation online video call phone home visit ",
  ],
  // "Need to move my survey to a different day", "can I reschedule the home visit?", "push the call
  // back a week": a booked consultation moved, with the link in the confirmation e-mail
  // (booking-page.ts), not what the survey costs.
  [
    /\b(?:change|move|moving|rearrange|rearranging|reschedule|rescheduling|switch|put back|push back|bring forward)(?: \w+)? (?:the|my|our|a|that) (?:home |site |phone |video )?(?:survey|visit|call|consultation|appointment|booking)\b|\b(?:reschedul\w*|rearrang\w*)\b(?! (?:the |my |our )?(?:panels?|roof|install))|\bto (?:a |an )?(?:different|another|other|later|earlier|new) (?:day|date|time|week|slot)\b/gi,
    " move cancel booking ",
  ],
  // "Do you cover North Devon?", "east Cornwall": a part of a county, which is where the visitor lives,
  // not a roof's direction (the county is what the areas answer is about).
  [/\b(?:north|south|east|west|mid)[- ]?(devon|cornwall|somerset|dorset|wiltshire|gloucestershire)\b/gi, " $1 "],
  // "How far ahead can I rebook my survey to?", "re-book the home visit", "re-schedule": a booked
  // consultation moved, read as the rule above reads "move my survey" (booking-page.ts: the link to
  // move or cancel it, dates up to 8 weeks ahead).
  [
    /\bre-?(?:book|schedule|arrange)(?:ed|ing|s)?(?: (?:the|my|our|a|that|it|this) (?:home |site |phone |video )?(?:survey|visit|call|consultation|appointment|booking)s?)?\b/gi,
    " move cancel booking ",
  ],
  // "Can they come on a Sunday instead?": the day wanted, the rest of the day's booking words.
  [/\b(saturday|sunday|weekend|evening|morning|afternoon)s? instead\b/gi, "$1"],
  // "Can the survey be done on an evening?": the times a consultation can be booked, not a battery's evening.
  [/\bevenings?\b(?<=\b(?:book|booking|visit|survey|appointment|consultation)s?\b[^.?!]*)/gi, " booking afternoon "],
  // "How long till someone can come out?": how far ahead a visit can be booked, not how long anything lasts.
  [
    /\bhow long (?:till|until|til|before) (?:someone|somebody|anyone|you|u|you lot|a surveyor|your surveyor|the surveyor|an adviser) (?:can |could |will |would )?(?:come|get|pop|visit)(?: out| round| over)?\b/gi,
    " booking next working day ",
  ],
  // "And if something comes up with the kids and I can't make it?", "what if we're not able to make
  // it on the day?": the visitor unable to be there, in a condition put on a booking, which the
  // booking's link moves or cancels (the "if" may open the sentence well before it).
  [
    /(?<=\b(?:if|in case|suppose|supposing)\b[^.?!]*)\b(?:i|we)(?:['’]re| are|['’]m| am)? (?:can['’]?t|cannot|could(?:n['’]?t| not)|won['’]?t be able to|(?:are|am|['’]re|['’]m)? ?(?:not able to|unable to)|not able to|unable to) (?:make|attend|do) (?:it|the (?:day|date|time|appointment|consultation|visit|call|survey|slot))\b(?! (?:work|happen|pay|up|through|last))/gi,
    " move cancel booking ",
  ],
];
