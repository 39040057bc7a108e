# ==== part 2 (helper cdf2, thirty-fourth pass): far-apart hobby and home areas; every module-level name is P2_-prefixed ====
"""df38 part 2 record blocks: one call per record, every turn quoted (trimmed) from the thread at its URL.

Each turn is (role, text, speaker): speakers are per-conversation pseudonyms, "u1", "u2", ...
by first appearance (the thread's opener is "u1"); a lent (paired) question's speaker is None."""
# ruff: noqa: E501

P2_GH = "https://github.com/"

# item trackers: AirTags and home-made tags on Apple's Find My network, Google's Find My Device network
P2_HFM31 = P2_GH + "malmeloo/hass-FindMy/issues/31"
P2_FMPY36 = P2_GH + "malmeloo/FindMy.py/issues/36"
P2_FMPY264 = P2_GH + "malmeloo/FindMy.py/issues/264"
P2_OTV229 = P2_GH + "parawanderer/OpenTagViewer/issues/229"
P2_OTV46 = P2_GH + "parawanderer/OpenTagViewer/issues/46"
P2_BFM40 = P2_GH + "biemster/FindMy/issues/40"
P2_TMA6 = P2_GH + "trackmyairtag/trackmyairtag/issues/6"
P2_GFMT26 = P2_GH + "leonboe1/GoogleFindMyTools/issues/26"
P2_GFMT89 = P2_GH + "leonboe1/GoogleFindMyTools/issues/89"
P2_FMF43 = P2_GH + "MatthewKuKanich/FindMyFlipper/issues/43"
P2_MLH96 = P2_GH + "dchristl/macless-haystack/issues/96"

# Every lender is a group of this part (every thread above is a history).
P2_QUESTION_ONLY: tuple[str, ...] = ()

# ---- bank sentences: complete in themselves, lent only within their area, never into their own repository ----
# item trackers
P2_T_PROPAGATE = "The FindMy network isn't instant, it might take some time to propagate (~15-30 mins)"
P2_T_GOOGLENET = "Google's network is not the best, you need to be patient if you are located in a less-populated area."
P2_T_SEPARATED = "An AirTag only broadcasts to the Find My network while it is separated from its owner's Apple devices."
P2_T_IOS17 = "I wanted to ask if you all noticed a change in the way IOS17 reports on cloned AirTags?"
P2_T_ROLLEDOUT = "According to [r/GooglePixel](https://www.reddit.com/r/GooglePixel/comments/1buws13/google_may_have_started_rolling_the_find_my/), it seems that the Google Find My Device network has been rolled out."
P2_T_AOSP = "I've searched the AOSP repositories and couldn't find anything related to the Find My Device network."
P2_T_USING = "I am using FindMy.py to track an official Apple AirTag."


def P2_trackers(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- item trackers: AirTags and ESP32 tags on Apple's Find My network, Google's Find My Device network ----
    t = (U, "Findmy and Airtag positions not updated", "u1")
    a1 = (U, "Hello, i think the location isnever updated, homeassistant says:\n\nEmpty response received when fetching reports, retrying (1/3)\nEmpty response received when fetching reports, retrying (2/3)\nEmpty response received when fetching reports, retrying (3/3)\nMax retries reached, returning empty response. Location reports might be missing!", "u1")
    a2 = (U, "i'm using anisette-v3 in docker and 4 apple account", "u1")
    a3 = (U, "maybe it's not an integration problem but an airtag iussue....", "u1")
    a4 = (A, "This is an issue on Apple's side. You shouldn't be running into it on each fetch, only occasionally. More info: https://github.com/malmeloo/FindMy.py/issues/185", "u2")
    a5 = (A, "Are you sure the location doesn't update? How long has it been without a location change?", "u2")
    # The log names no tool: what fails to update is the thread's integration (rulings before df37).
    rec(P2_HFM31, [t], a1[1], True, "ellipsis", [], "hass-FindMy never updates my AirTag's location; Home Assistant logs 'Empty response received when fetching reports, retrying (1/3)' up to 'Max retries reached, returning empty response. Location reports might be missing!'", author="u1")
    # A setup statement naming its own subject (rule 1): a trap.
    rec(P2_HFM31, [t, a1], a2[1], False, SAME, [], None, author="u1")
    rec(P2_HFM31, [t, a1, a2], a3[1], True, "pronoun", ["it's"], "Maybe hass-FindMy not updating AirTag positions is not an integration problem but an AirTag issue.", author="u1")
    rec(P2_HFM31, [t, a1, a2, a3], a4[1], True, "pronoun", ["This", "it"], "hass-FindMy's 'Empty response received when fetching reports' is an issue on Apple's side that should only happen occasionally, not on each fetch; more info: https://github.com/malmeloo/FindMy.py/issues/185", author="u2")
    rec(P2_HFM31, [t, a1, a2, a3, a4], a5[1], True, "pronoun", ["the location", "it"], "Are you sure the AirTag location in hass-FindMy doesn't update? How long has it been without a location change?", author="u2")
    # A general claim naming its subject; "it" is the network in the same sentence (rule 2).
    rec(P2_HFM31, [t, a1, a2, a3, a4, a5], P2_T_PROPAGATE, False, SELF, [], None, author="u2")

    t = (U, "can't retrieve location reports from 'third party Airtag'", "u1")
    b1 = (U, "I tested real_airtag.py with some 'Airtag compatible' AIYATO tag(link is [here](https://www.amazon.com/Bluetooth-Tracker-Locator-Anti-Lost-Positioning/dp/B0BLCKF54S?th=1)), and can't retrieve any location reports. The http response  code is 200, but no content.", "u1")
    b2 = (U, "> /Users/snomile/git/hass_scripts/venv3/bin/python /Users/snomile/git/hass_scripts/ha_script/airtag_location.py \n> Logging into account\n> Fetching reports\n> DEBUG:asyncio:Using selector: KqueueSelector\n> DEBUG:root:Fetching reports for 195 keys\n> INFO:root:Fetching anisette data from http://192.168.12.3:6969\n> DEBUG:root:Creating aiohttp session\n> \n> Location reports:\n> \n> Process finished with exit code 0", "u1")
    b3 = (U, "The tag is compatible with Findmy network, I can locate the tag via FindMy app, all functions go well and smooth, no difference compared to Airtag.", "u1")
    b4 = (U, "I also tested other devices such as AirPods Pro and MacBook Pro, they all work fine with real_airtag.py.", "u1")
    b5 = (U, "This is part of plist of AIYATO tag, please tell me what information should I provide more, thanks!", "u1")
    b6 = "Interesting... it *should* just work, as 3rd party tags are functionally compatible with the official ones"
    # real_airtag.py is the library's example, the library left out (rule 1): a follow-up.
    rec(P2_FMPY36, [t], b1[1], True, "ellipsis", [], "I tested FindMy.py's real_airtag.py example with an 'AirTag compatible' AIYATO tag and can't retrieve any location reports: the HTTP response code is 200, but there is no content.", author="u1")
    # The script it ran and the output it got, quoted in full (ruling before df37): a trap.
    rec(P2_FMPY36, [t, b1], b2[1], False, SAME, [], None, author="u1")
    rec(P2_FMPY36, [t, b1, b2], b3[1], True, "pronoun", ["The tag", "the tag"], "The AIYATO tag is compatible with the Find My network: I can locate it in the Find My app with no difference compared to an AirTag.", author="u1")
    rec(P2_FMPY36, [t, b1, b2, b3, b4], b5[1], True, "pronoun", ["This"], "Here is part of my AIYATO tag's plist; what more information should I provide about FindMy.py retrieving no location reports for it?", author="u1")
    rec(P2_FMPY36, [t, b1, b2, b3, b4, b5], b6, True, "pronoun", ["it"], "FindMy.py should just work with a third-party tag like the AIYATO, as third-party tags are functionally compatible with official AirTags.", author="u2")

    t = (A, "Why locations lag behind the Find My app on an iPhone, and when a report actually arrives", "u1")
    d1 = (A, "If you have an iPhone or iPad as well, you will notice that Apple's Find My updates a tag that this app says nothing about for hours.", "u1")
    d2 = (A, "That is not a fetch bug, and no amount of work on the Apple-network path will fix it.", "u1")
    d3 = (A, P2_T_SEPARATED, "u1")
    d4 = (A, "While it is connected to one of yours, no passing iPhone reports it, so there is nothing for this app to fetch", "u1")
    d5 = "So the thing that makes Apple's app look better is the thing this app does not have: an Apple device in your pocket."
    d6 = "A location report exists only when somebody else's Apple device walks past your tag while it is separated from yours."
    # The maintainer opens a documentation issue and is its only speaker: assistant u1 (as df37's maintainer-opened issues).
    rec(P2_OTV229, [t], d1[1], True, "pronoun", ["this app"], "If you also have an iPhone or iPad, Apple's Find My updates a tag that OpenTagViewer says nothing about for hours.", author="u1")
    rec(P2_OTV229, [t, d1], d2[1], True, "pronoun", ["That", "it"], "OpenTagViewer lagging hours behind Apple's Find My is not a fetch bug, and no work on the Apple-network path will fix it.", author="u1")
    rec(P2_OTV229, [t, d1, d2], d3[1], False, SELF, [], None, author="u1")
    rec(P2_OTV229, [t, d1, d2, d3], d4[1], True, "pronoun", ["it", "one of yours", "this app"], "While an AirTag is connected to one of its owner's Apple devices, no passing iPhone reports it, so there is nothing for OpenTagViewer to fetch.", author="u1")
    rec(P2_OTV229, [t, d1, d2, d3, d4], d5, True, "pronoun", ["the thing", "this app"], "What makes Apple's Find My app look better than OpenTagViewer is what OpenTagViewer does not have: an Apple device in your pocket.", author="u1")
    # A general claim naming its subject; "it" is the tag of the same sentence (rule 2).
    rec(P2_OTV229, [t, d1, d2, d3, d4, (A, d5, "u1")], d6, False, SELF, [], None, author="u1")

    t = (U, "AirTag location reports stop updating while Find My app shows recent location", "u1")
    g2 = (U, "The AirTag accessory JSON was exported successfully from macOS Sonoma 14 using:\n\n```bash\npython3 -m findmy decrypt --out-dir devices/\n```", "u1")
    g3 = (U, "I then moved the accessory JSON to Windows and use `AppleAccount.fetch_location()` / `fetch_location_history()` to query the AirTag.", "u1")
    g4 = (U, "The first fetch worked and returned valid location reports, but subsequent fetches appear to stop progressing.", "u1")
    g5 = (U, "At the same time, the Find My app on my iPhone shows a much more recent location.", "u1")
    g6 = "I also tested `fetch_location_history()`."
    # A first-person setup sentence naming its own subject in full (rule 1): a trap.
    rec(P2_FMPY264, [t], P2_T_USING, False, SAME, [], None, author="u1")
    rec(P2_FMPY264, [t, (U, P2_T_USING, "u1"), g2], g3[1], True, "pronoun", ["the accessory JSON", "the AirTag"], "I moved my AirTag's accessory JSON, exported with `python3 -m findmy decrypt`, to Windows and use FindMy.py's AppleAccount.fetch_location() / fetch_location_history() to query the AirTag.", author="u1")
    rec(P2_FMPY264, [t, (U, P2_T_USING, "u1"), g2, g3], g4[1], True, "ellipsis", ["The first fetch"], "FindMy.py's first AirTag fetch_location() worked and returned valid location reports, but subsequent fetches appear to stop progressing.", author="u1")
    rec(P2_FMPY264, [t, (U, P2_T_USING, "u1"), g2, g3, g4], g5[1], True, "ellipsis", ["At the same time"], "While FindMy.py's AirTag reports stop progressing, the Find My app on my iPhone shows a much more recent location.", author="u1")
    rec(P2_FMPY264, [t, (U, P2_T_USING, "u1"), g2, g3, g4, g5], g6, True, "ellipsis", ["also"], "I also tested FindMy.py's fetch_location_history() for the AirTag whose reports stop updating.", author="u1")

    t = (U, "Registered, built and deployed onto ESP32 - no location found", "u1")
    h1 = (U, "Result of Python Script\n\n[DecryptLocations] Decrypted Locations:\nNo locations found.", "u1")
    h2 = (U, "Also getting Location unavailable error on phone.  - It keep respeating", "u1")
    h3 = (U, "Device is showing on both python list and phone application", "u1")
    h4 = (U, "Any thoughts?   Feels so close", "u1")
    h5 = (A, "As stated in the README, locations cannot be viewed in the Find My Device app.", "u2")
    # The script is the thread's, not named (ruling before df37, quoted commands): a follow-up.
    rec(P2_GFMT26, [t], h1[1], True, "ellipsis", [], "GoogleFindMyTools' Python script prints '[DecryptLocations] Decrypted Locations: No locations found.' for the tracker I registered, built and deployed onto an ESP32.", author="u1")
    rec(P2_GFMT26, [t, h1], h2[1], True, "ellipsis", ["Also"], "My ESP32 tracker registered with GoogleFindMyTools also keeps giving a 'Location unavailable' error on the phone.", author="u1")
    rec(P2_GFMT26, [t, h1, h2], h3[1], True, "ellipsis", ["Device"], "My ESP32 tracker shows in both GoogleFindMyTools' Python device list and the phone application, yet no location is found.", author="u1")
    rec(P2_GFMT26, [t, h1, h2, h3], h4[1], True, "ellipsis", [], "Any thoughts on why my ESP32 tracker registered with GoogleFindMyTools finds no location?", author="u1")
    rec(P2_GFMT26, [t, h1, h2, h3, h4], h5[1], True, "pronoun", ["the README"], "As GoogleFindMyTools' README states, locations of its trackers cannot be viewed in the Find My Device app.", author="u2")
    rec(P2_GFMT26, [t, h1, h2, h3, h4, h5], P2_T_GOOGLENET, False, SAME, [], None, author="u2")

    t = (U, "Google Find My Device network has been rolled out. It would be great to integrate it.", "u1")
    j2 = (U, "It would be great to have my Flipper work with the Google network since I don't use any Apple devices.", "u1")
    j3 = (U, P2_T_AOSP, "u1")
    j4 = (U, "There is a possibility that they decided to keep this part of the code proprietary, and reverse engineering the protocol may take some time.", "u1")
    j5 = (A, "I'm definitely interested in bringing this functionality to the flipper. I'll be on the look for info", "u2")
    j6 = "@MatthewKuKanich here's Google's \"Network Accessory Specification\" for the Find My Device network: https://developers.google.com/nearby/fast-pair/specifications/extensions/fmdn"
    # "it seems" points at nothing outside the sentence, which names the network in full (rule 2).
    rec(P2_FMF43, [t], P2_T_ROLLEDOUT, False, SELF, [], None, author="u1")
    rec(P2_FMF43, [t, (U, P2_T_ROLLEDOUT, "u1")], j2[1], True, "pronoun", ["the Google network"], "It would be great to have FindMyFlipper make my Flipper work with the Google Find My Device network, since I don't use any Apple devices.", author="u1")
    rec(P2_FMF43, [t, (U, P2_T_ROLLEDOUT, "u1"), j2], j3[1], False, SAME, [], None, author="u1")
    rec(P2_FMF43, [t, (U, P2_T_ROLLEDOUT, "u1"), j2, j3], j4[1], True, "pronoun", ["they", "this part of the code", "the protocol"], "Google may have kept the Find My Device network code out of AOSP as proprietary, and reverse engineering its protocol may take some time.", author="u1")
    rec(P2_FMF43, [t, (U, P2_T_ROLLEDOUT, "u1"), j2, j3, j4], j5[1], True, "pronoun", ["this functionality"], "I'm definitely interested in bringing Google Find My Device network support to FindMyFlipper.", author="u2")
    # The specification named in full, for the network named in full (rule 1): a trap; a helper answering is assistant.
    rec(P2_FMF43, [t, (U, P2_T_ROLLEDOUT, "u1"), j2, j3, j4, j5], j6, False, SAME, [], None, author="u3")

    t = (U, "cant get it working, how to debug?", "u1")
    k1 = (U, "Hi all!\nI have a esp32-wroom-32 device, detected as \"ESP32-D0WDQ6 (revision v1.0)\" during flash.\nAll steps are fine but I cant get it working", "u1")
    k2 = (U, "in serial I get:\n```\nE (952) macless_haystack: Found 50 keys\nI (952) macless_haystack: Loading key with index 45 at address 1261\nI (962) macless_haystack: using key with start 90 09\nI (972) macless_haystack: Sending beacon (with key index 45)\nI (992) macless_haystack: advertising has started.\nI (1082) macless_haystack: stop adv successfully\nI (1182) macless_haystack: Going to sleep\n```", "u1")
    k3 = (U, "so it seems I flashed correctly.", "u1")
    k4 = (U, "macless is running fine but returns always empty array:\n\n```\n{\"results\":[],\"statusCode\":\"200\"}\n```", "u1")
    k5 = (U, "I have an Iphone on the same table, with default settings.\nHow may I debug that?", "u1")
    k6 = "I'm  tring with android \"apple find tracker\" with no luck.."
    rec(P2_MLH96, [t], k1[1], True, "pronoun", ["All steps", "it"], "I have an esp32-wroom-32 (ESP32-D0WDQ6 revision v1.0); all of macless-haystack's setup steps are fine but I can't get it working.", author="u1")
    # A log naming the firmware it comes from (ruling before df37): a trap.
    rec(P2_MLH96, [t, k1], k2[1], False, SAME, [], None, author="u1")
    rec(P2_MLH96, [t, k1, k2], k3[1], True, "ellipsis", [], "macless-haystack's serial log (keys found, beacon sent, advertising started) suggests I flashed the ESP32 correctly.", author="u1")
    # Names the service and quotes its output in full (ruling before df37): a trap.
    rec(P2_MLH96, [t, k1, k2, k3], k4[1], False, SAME, [], None, author="u1")
    rec(P2_MLH96, [t, k1, k2, k3, k4], k5[1], True, "pronoun", ["the same table", "that"], "With an iPhone with default settings next to my macless-haystack ESP32 tag, how may I debug macless-haystack always returning an empty results array?", author="u1")
    # Another product, named in full, says nothing of the project (rulings before df37): a trap.
    rec(P2_MLH96, [t, k1, k2, k3, k4, k5], k6, False, SAME, [], None, author="u1")

    t = (U, "Tracking issue with IOS17 update", "u1")
    f2 = (U, "Specially cloned tags that were implemented using the OpenHaystack protocol?", "u1")
    f3 = (U, "I was able to track my tags until I updated my phone to IOS17 and now I am not getting any reports.", "u1")
    rec(P2_TMA6, [t], P2_T_IOS17, False, SAME, [], None, author="u1")
    rec(P2_TMA6, [t, (U, P2_T_IOS17, "u1")], f2[1], True, "ellipsis", [], "Did you notice a change in the way iOS 17 reports on cloned AirTags, especially cloned tags implemented using the OpenHaystack protocol?", author="u1")
    # A failure of what the project does, the project left out (rulings before df37): a follow-up.
    rec(P2_TMA6, [t, (U, P2_T_IOS17, "u1"), f2], f3[1], True, "ellipsis", [], "I was able to track my cloned AirTags with trackmyairtag until I updated my phone to iOS 17; now I am not getting any reports.", author="u1")
    rec(P2_TMA6, [t, (U, P2_T_IOS17, "u1"), f2, f3], "Any ideas would be greatly appreciated!", True, "ellipsis", [], "Any ideas why trackmyairtag gets no reports for OpenHaystack-cloned AirTags since iOS 17?", author="u1")
    lend(P2_TMA6, [t], P2_T_PROPAGATE, SELF, P2_HFM31)
    lend(P2_TMA6, [t, (U, P2_T_IOS17, "u1"), f2], P2_T_SEPARATED, SELF, P2_OTV229)

    t = (U, "Expand Google Find Network", "u1")
    i1 = (U, "would it be possible to expand the google find network with an esphome ble proxy?", "u1")
    i2 = "I want to faster connect my find devices and therefore increase the network within my apartment if possible, maybe this is just an idea for the future - or would the firmware for esp32 based trackers also expand the network?"
    # A complete question naming the network and the proxy in full (rule 1): a trap.
    rec(P2_GFMT89, [t], i1[1], False, SAME, [], None, author="u1")
    rec(P2_GFMT89, [t, i1], i2, True, "pronoun", ["this", "the firmware for esp32 based trackers", "the network"], "Would GoogleFindMyTools' firmware for ESP32-based trackers also expand the Google Find My Device network in my apartment, so my Find devices connect faster?", author="u1")
    lend(P2_GFMT89, [t], P2_T_ROLLEDOUT, SELF, P2_FMF43)
    lend(P2_GFMT89, [t, i1], P2_T_AOSP, SAME, P2_FMF43)

    # Titles alone (the excerpts opened on later comments or the rest went unused): lent rows only.
    t = (U, "Issue with IOS 17", "u1")
    lend(P2_BFM40, [t], P2_T_IOS17, SAME, P2_TMA6)
    lend(P2_BFM40, [t], P2_T_USING, SAME, P2_FMPY264)
    t = (U, "Airtags update on apple devices only and in android app it shows \"No last location known\"", "u1")
    lend(P2_OTV46, [t], P2_T_PROPAGATE, SELF, P2_HFM31)
    lend(P2_OTV46, [t], P2_T_GOOGLENET, SAME, P2_GFMT26)


P2_AREAS = (P2_trackers,)


def load_part2(rec, U, A) -> None:
    SAME = "trap_same_domain_new_topic"
    SELF = "trap_self_contained_pronoun"

    def lend(url, history, question, kind, src) -> None:
        """A bank sentence placed after another thread's turns of the same area: a trap, asker unknown."""
        rec(url, history, question, False, kind, [], None, qsrc=src, author=None)

    for area in P2_AREAS:
        area(rec, U, A, lend, SAME, SELF)
