# ==== part 2 (helper cdf2, twenty-ninth pass): far-apart areas; every module-level name is P2_-prefixed ====
P2_GH = "https://github.com/"
# ---- garden irrigation controllers: sprinkler zones, stations and watering schedules ----
P2_SPD23 = P2_GH + "sfeakes/SprinklerD/issues/23"
P2_SPD14 = P2_GH + "sfeakes/SprinklerD/issues/14"
P2_OSF126 = P2_GH + "OpenSprinkler/OpenSprinkler-Firmware/issues/126"
P2_OSF361 = P2_GH + "OpenSprinkler/OpenSprinkler-Firmware/issues/361"
P2_OSF244 = P2_GH + "OpenSprinkler/OpenSprinkler-Firmware/issues/244"
P2_HOS93 = P2_GH + "vinteo/hass-opensprinkler/issues/93"
# ---- IPTV playlists and programme guides: M3U tvg-id and XMLTV EPG channel ids ----
P2_MJH137 = P2_GH + "matthuisman/i.mjh.nz/issues/137"
P2_FVE65 = P2_GH + "dp247/Freeview-EPG/issues/65"
P2_TAK18 = P2_GH + "DeBaschdi/service.takealug.epg-grabber/issues/18"
P2_M3E197 = P2_GH + "m3ue/m3u-editor/issues/197"
P2_M3E76 = P2_GH + "m3ue/m3u-editor/issues/76"
P2_M3E41 = P2_GH + "m3ue/m3u-editor/issues/41"
P2_IPO2438 = P2_GH + "iptv-org/iptv/issues/2438"
P2_IPO2467 = P2_GH + "iptv-org/iptv/issues/2467"
P2_TVH1306 = P2_GH + "tvheadend/tvheadend/pull/1306"
P2_KFCX5 = P2_GH + "kfcx/Streaming-Media-Server-Pro/issues/5"
#@URLS@

# Every lender is a group of this part (every thread above is a history).
P2_QUESTION_ONLY: tuple[str, ...] = ()

# ---- bank sentences: complete in themselves, lent only within their area, never into their own repository ----
# irrigation
P2_I_RELAY = "What I am doing is basically using OpenSprinkler as a relay and doing all the logic through the Home Assistant."
P2_I_NEWUNIT = "I have recently replaced one of my very old OpenSprinkler unit with a new one."
P2_I_OSPI = "OpenSprinkler Pi, Raspberry Pi0, Firmware 2.2.0, App Version 2.3.3."
# IPTV
P2_V_NONSTD = "tvg-id is a non-standard identifier in m3u playlists."
P2_V_FUNC = "The function service_get_channel_epgid() can return NULL and/or the value returned is not granted to be unique."
P2_V_M3UED = "If I set an EPG Channel manually M3U Editor should replace the tvg-id on the output EPG XML with the \"Stream ID\" from the playlist channel."
P2_V_XTREAM = "unless your IPTV provider is using Xtream codes, you should be able to download a playlist file in .m3u or .m3u8 format."
#@BANK@


def load_part2(rec, U, A) -> None:
    SAME = "trap_same_domain_new_topic"
    SELF = "trap_self_contained_pronoun"

    def lend(url, history, question, kind, src) -> None:
        """A bank sentence placed after another thread's turns of the same area: a trap, asker unknown."""
        rec(url, history, question, False, kind, [], None, qsrc=src, author=None)

    for area in (P2_irrigation, P2_iptv):
        area(rec, U, A, lend, SAME, SELF)


def P2_irrigation(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- garden irrigation controllers: sprinkler zones, stations and watering schedules ----
    z1 = (U, "calendar schedule not working with Zone 1", "u1")
    z2 = (U, "Hi for some reason when I use Run on calendar schedule the Zone 1 never start, the rest of the zones works fine.\nAny idea how to fix or check that?", "u1")
    z3 = (U, "same for me to zone one schedule not working", "u2")
    z4 = (A, "On the zone 1 issue, a few people have complained, There must be a bug when you don't use a \"master valve\" setting. I haven't tracked that down yet.", "u3")
    z5 = (A, "You can either start from zone 2 or what might be better is to set Zone 0 to a GPIO that's not used.", "u3")
    z6 = (U, "putting zone 0 back not working.", "u2")
    z7 = "Just posted an update to fix the zone 1 & schedule issue."
    # Names zone 1 and the calendar schedule but not the controller software (SprinklerD): the project is context (rule 1).
    rec(P2_SPD23, [z1], z2[1], True, "ellipsis", [], "In SprinklerD, when I use Run on calendar schedule, zone 1 never starts while the rest of the zones work fine; how can I fix or check that?", author="u1")
    rec(P2_SPD23, [z1, z2], z3[1], True, "ellipsis", ["same for me"], "SprinklerD's calendar schedule does not run zone 1 for me either.", author="u2")
    rec(P2_SPD23, [z1, z2, z3], z4[1], True, "pronoun", ["the zone 1 issue"], "Several people have reported SprinklerD's calendar schedule not running zone 1; there must be a bug when no \"master valve\" setting is used, not yet tracked down.", author="u3")
    rec(P2_SPD23, [z1, z2, z3, z4, z5], z6[1], True, "ellipsis", ["zone 0 back"], "Setting SprinklerD's zone 0 back to an unused GPIO did not make the calendar schedule run zone 1.", author="u2")
    rec(P2_SPD23, [z1, z2, z3, z4, z5, z6], z7, True, "pronoun", ["the zone 1 & schedule issue"], "A SprinklerD update that fixes the calendar schedule not running zone 1 has just been posted.", author="u3")
    lend(P2_SPD23, [z1, z2], P2_I_OSPI, SAME, P2_OSF244)

    s1 = (U, "Zone 1 not working after apt-get update", "u1")
    s2 = (U, "Zone 1 schedule not working after update the raspberry pi. I\u2019m trying to change how long watering but always back to 0 min.", "u1")
    s3 = (U, "This happens in 2 raspberry pi zero", "u1")
    s4 = (A, "How are you changing the watering time (web ui / API / HomeKit)?  I assume all the other zones allow you to change watering time.", "u2")
    s5 = "I change in web ui. I change zone one to 5 min but Later when I go back to the Schedule page the tine is back to 0. This happening only in zone one. Other zone is okay."
    rec(P2_SPD14, [s1], s2[1], True, "ellipsis", [], "After an apt-get update of the Raspberry Pi, SprinklerD's zone 1 schedule does not work: whenever I change how long zone 1 waters, it goes back to 0 min.", author="u1")
    rec(P2_SPD14, [s1, s2], s3[1], True, "pronoun", ["This"], "SprinklerD's zone 1 watering time resetting to 0 min after an apt-get update happens on two Raspberry Pi Zeros.", author="u1")
    rec(P2_SPD14, [s1, s2, s3], s4[1], True, "ellipsis", ["the watering time", "the other zones"], "How are you changing SprinklerD's zone 1 watering time (web UI, API or HomeKit)? I assume SprinklerD's other zones let you change their watering time.", author="u2")
    rec(P2_SPD14, [s1, s2, s3, s4], s5, True, "ellipsis", ["zone one"], "I change SprinklerD's watering time in the web UI: I set zone 1 to 5 min, but back on the Schedule page it shows 0 again; only zone 1 does this, the other zones are fine.", author="u1")
    lend(P2_SPD14, [s1], P2_I_NEWUNIT, SAME, P2_OSF361)

    f1 = (U, "[Feature Request] IFTTT Events at the Start of Station Events", "u1")
    f2 = (U, "If we're going to keep a second system in synchronization with the OS (like Hubitat or SmartThings where it's a little more difficult to poll) it would be required if instead of just events at the close of stations there were opening station events as well.", "u1")
    f3 = (A, "We did consider adding this, in fact the code has a todo item about adding IFTTT notification to the station start event:", "u2")
    f4 = (A, "but there is a catch -- because connecting to IFTTT server and sending the request take some time, occasionally even up to 15 seconds, this can affect the actual run time of the zone. For that reason, at the moment it's not added.", "u2")
    f5 = "There is already a 'Program Start' event which sends a notification about when a program starts to run."
    rec(P2_OSF126, [f1], f2[1], True, "pronoun", ["the OS"], "To keep a second system such as Hubitat or SmartThings in sync with OpenSprinkler (where polling is harder), OpenSprinkler would need IFTTT events when stations open, not just when they close.", author="u1")
    rec(P2_OSF126, [f1, f2, f3], f4[1], True, "pronoun", ["the zone", "it"], "An IFTTT notification at OpenSprinkler station start is not added because connecting to the IFTTT server and sending the request can take up to 15 seconds, which can affect the zone's actual run time.", author="u2")
    # Names the event but not the controller it belongs to (OpenSprinkler): the project is context (rule 1).
    rec(P2_OSF126, [f1, f2, f3, f4], f5, True, "ellipsis", [], "OpenSprinkler already has a 'Program Start' IFTTT event that notifies when a program starts to run.", author="u2")

    n1 = (U, "New Unit fails to run program at times, Requires Hard Reboot", "u1")
    n3 = (U, "It seems to work but after I imported the old configuration it will stop running the active program after about a week.", "u1")
    n4 = "The web app will say that the program is running but the sprinklers are not running."
    # The opener's own sentence names OpenSprinkler and says all it says: a same-author trap (rule 1).
    rec(P2_OSF361, [n1], P2_I_NEWUNIT, False, SAME, [], None, author="u1")
    rec(P2_OSF361, [n1, (U, P2_I_NEWUNIT, "u1")], n3[1], True, "pronoun", ["It", "the old configuration"], "My new OpenSprinkler unit seems to work, but after I imported the old unit's configuration it stops running the active program after about a week.", author="u1")
    rec(P2_OSF361, [n1, (U, P2_I_NEWUNIT, "u1"), n3], n4, True, "ellipsis", ["The web app", "the program"], "The OpenSprinkler web app says the active program is running on my new unit, but the sprinklers are not running.", author="u1")

    c1 = (U, "Channel 1 only runs for a few seconds.", "u1")
    c2 = (U, "I have an issue that I cannot seem to resolve.  Channel 1 only runs for a few seconds regardless of what the run-time is set.", "u1")
    c4 = (U, "Is there a log that I could look through to see if it is getting a shut-off command from some other location?", "u1")
    c5 = "If you suspect something else is sending command to turn it off, you can change the device password to prevent other scripts from sending command to it."
    rec(P2_OSF244, [c1], c2[1], True, "ellipsis", [], "On my OpenSprinkler, channel (station) 1 only runs for a few seconds whatever run-time is set, and I cannot resolve it.", author="u1")
    # A setup line naming controller, board and versions: complete in itself, the opener's own (rule 1).
    rec(P2_OSF244, [c1, c2], P2_I_OSPI, False, SAME, [], None, author="u1")
    rec(P2_OSF244, [c1, c2, (U, P2_I_OSPI, "u1")], c4[1], True, "pronoun", ["it"], "Is there an OpenSprinkler log I can look through to see whether station 1 is getting a shut-off command from somewhere else?", author="u1")
    rec(P2_OSF244, [c1, c2, (U, P2_I_OSPI, "u1"), c4], c5, True, "pronoun", ["it", "the device"], "If you suspect something else is sending OpenSprinkler commands to turn station 1 off, change the OpenSprinkler device password so other scripts cannot send it commands.", author="u2")

    h1 = (U, "Unexpected error for call_service", "u1")
    h2 = (U, "The stations did not run, that's how I noticed that something went wrong with the automation.", "u1")
    h3 = (U, "No idea which command caused the error, unfortunately... I wasn't able to replicate it yet and it's impossible to tell from the logs.", "u1")
    h4 = (U, "Yes running multiple stations with a single call would be **really** awesome.", "u1")
    h6 = "To add a little more background, I have the following stations:\nS01: Master valve, opens water to all the other valves\nS02: Drain valve, when opened, all the water goes back to the well"
    rec(P2_HOS93, [h1], h2[1], True, "ellipsis", ["The stations", "the automation"], "After hass-opensprinkler's 'Unexpected error for call_service', the OpenSprinkler stations my Home Assistant automation starts did not run.", author="u1")
    rec(P2_HOS93, [h1, h2], h3[1], True, "pronoun", ["the error", "it"], "I don't know which hass-opensprinkler command caused the 'Unexpected error for call_service'; I couldn't replicate it and the Home Assistant logs don't tell.", author="u1")
    rec(P2_HOS93, [h1, h2, h3], h4[1], True, "ellipsis", ["with a single call"], "Running multiple OpenSprinkler stations with a single hass-opensprinkler service call would be really awesome.", author="u1")
    rec(P2_HOS93, [h1, h2, h3, h4], P2_I_RELAY, False, SAME, [], None, author="u1")
    rec(P2_HOS93, [h1, h2, h3, h4, (U, P2_I_RELAY, "u1")], h6, True, "ellipsis", ["a little more background"], "My OpenSprinkler, used as a relay from Home Assistant through hass-opensprinkler, has station S01 a master valve that opens water to all other valves and S02 a drain valve that returns the water to the well.", author="u1")
    lend(P2_HOS93, [h1], P2_I_NEWUNIT, SAME, P2_OSF361)


def P2_iptv(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- IPTV playlists and programme guides: M3U tvg-id and XMLTV EPG channel ids ----
    j1 = (U, "tvg-id in M3U and it's corrosponding EPG are unmatched.", "u1")
    j2 = "According to the github [project](https://github.com/bebo-dot-dev/m3u-epg-editor) owner/contributor: \n\nAs an example tvg-id=\"CABB26000082J-ca\" which features in the m3u file with a trailing country code is not equal to the corresponding channel id=\"CABB26000082J\" in the XML file as it does not contain the trailing country code."
    rec(P2_MJH137, [j1], j2, True, "ellipsis", ["the m3u file", "the XML file"], "According to m3u-epg-editor's owner, i.mjh.nz's M3U playlist has tvg-id=\"CABB26000082J-ca\" with a trailing country code, which does not equal the channel id=\"CABB26000082J\" in i.mjh.nz's EPG XML file.", author="u1")
    lend(P2_MJH137, [j1], P2_V_NONSTD, SAME, P2_IPO2467)
    lend(P2_MJH137, [j1], P2_V_FUNC, SAME, P2_TVH1306)
    lend(P2_MJH137, [j1], P2_V_XTREAM, SAME, P2_FVE65)

    d1 = (U, "cant get it to work", "u1")
    d2 = (U, "i pasted the link using IPTVnator it didn't work. I tried other players as well didnt work either. what am i doing wrong?", "u1")
    d3 = (U, "> Do the tvg-ids in your playlist and the EPG match?\n\nHow do I check that?", "u1")
    d4 = (A, "Open your playlist file, there should be \"tvg-id\" tags for each channel. Check they match the XMLTV ID column for the channels in the playlist here: https://github.com/dp247/Freeview-EPG/wiki/Channels-list", "u2")
    d5 = (A, "If there aren't any, you'll have to funnel through something like XTeVe to match the channels to the guide data.", "u2")
    d6 = "Do I need to save the link into a file and then look at it"
    rec(P2_FVE65, [d1], d2[1], True, "pronoun", ["the link", "it"], "I pasted the Freeview-EPG guide link into IPTVnator and it didn't work, nor in other players; what am I doing wrong?", author="u1")
    rec(P2_FVE65, [d1, d2], d3[1], True, "pronoun", ["that"], "How do I check whether the tvg-ids in my IPTV playlist match the Freeview-EPG guide's channel ids?", author="u1")
    rec(P2_FVE65, [d1, d2, d3], d4[1], True, "ellipsis", ["your playlist file"], "To check an IPTV playlist against Freeview-EPG, open the playlist file, find each channel's tvg-id tag and check it matches the XMLTV ID column of the Freeview-EPG wiki's channels list.", author="u2")
    rec(P2_FVE65, [d1, d2, d3, d4], d5[1], True, "ellipsis", ["any"], "If an IPTV playlist has no tvg-id tags, you'll have to pass it through something like xTeVe to match its channels to the Freeview-EPG guide data.", author="u2")
    rec(P2_FVE65, [d1, d2, d3, d4, d5], d6, True, "pronoun", ["the link", "it"], "Do I need to save my IPTV playlist link into a file and then look at the file to check its tvg-ids against Freeview-EPG?", author="u1")
    lend(P2_FVE65, [d1], P2_V_M3UED, SAME, P2_M3E41)

    t1 = (U, "Some stations not getting EPG", "u1")
    t2 = (U, "Sorry, if that is answered elsewhere...some stations don't seem to get EPG Data, although activated in the plugin.\n\nHow exactly is the mapping working?", "u1")
    t3 = (A, "As far as I know this could be because of an invalid tvg-id name in your m3u file.", "u2")
    t4 = (U, "So the tvg-id in the Station Information is the reference key? What information in the grabbed EPG does it have to map?", "u1")
    t5 = (A, "Exactly, `tvg-id` has to match the channel in your guide.xml file.", "u2")
    t6 = "So i have to either patch the channel m3u (which currently comes from http://bit.ly/kn-kodi-tv ) or the guide.xml after downloading, right?"
    rec(P2_TAK18, [t1], t2[1], True, "ellipsis", ["the plugin", "the mapping"], "Some stations get no EPG data from the takealug EPG grabber Kodi plugin although they are activated in it; how exactly does its channel mapping work?", author="u1")
    rec(P2_TAK18, [t1, t2], t3[1], True, "pronoun", ["this"], "Stations getting no EPG data from the takealug EPG grabber could be caused by an invalid tvg-id in the m3u playlist.", author="u2")
    rec(P2_TAK18, [t1, t2, t3], t4[1], True, "pronoun", ["it"], "Is the tvg-id in Kodi's station information the reference key for the takealug EPG grabber, and what in the grabbed EPG must it match?", author="u1")
    rec(P2_TAK18, [t1, t2, t3, t4], t5[1], True, "ellipsis", ["Exactly"], "Yes: for the takealug EPG grabber, an m3u channel's tvg-id has to match a channel id in the grabbed guide.xml file.", author="u2")
    rec(P2_TAK18, [t1, t2, t3, t4, t5], t6, True, "ellipsis", ["the channel m3u", "the guide.xml"], "So to get EPG data from the takealug grabber I have to patch either my channel m3u (from http://bit.ly/kn-kodi-tv) or the downloaded guide.xml so their ids match?", author="u1")
    lend(P2_TAK18, [t1], P2_V_NONSTD, SAME, P2_IPO2467)

    e1 = (U, "EPG strange behavior", "u1")
    e2 = "Using latest dev docker image, my EPG data does not display using the TVG ID.  Am I missing something?"
    rec(P2_M3E197, [e1], e2, True, "ellipsis", [], "Using M3U Editor's latest dev docker image, my EPG data does not display by TVG ID; am I missing something?", author="u1")

    r1 = (U, "EPG matching not working", "u1")
    r2 = (U, "I'm testing out the new release with EPG matching changes, however unfortrunatley this still isn't working with my providers EPG.", "u1")
    r3 = (U, "Channel's and EPG's are matched using a string as the Channel ID. I think this is where things are falling down.", "u1")
    r4 = "@djrarky, can you send me an example of a line from your playlist and one from your EPG of a channel that's not matching (just one or two is fine)?"
    rec(P2_M3E76, [r1], r2[1], True, "ellipsis", ["the new release", "this"], "I'm testing M3U Editor's new release with its EPG matching changes, but EPG matching still isn't working with my provider's EPG.", author="u1")
    rec(P2_M3E76, [r1, r2], r3[1], True, "pronoun", ["this"], "My provider matches channels and EPG entries using a string as the channel ID; I think that is where M3U Editor's EPG matching falls down.", author="u1")
    rec(P2_M3E76, [r1, r2, r3], r4, True, "ellipsis", ["a channel that's not matching"], "@djrarky, can you send an example line from your playlist and one from your EPG for a channel that M3U Editor's EPG matching does not match?", author="u2")
    lend(P2_M3E76, [r1], P2_V_FUNC, SAME, P2_TVH1306)

    m1 = (U, "Manually setting a playlist channel to an EPG Channel not matching up", "u1")
    m2 = (U, "I have EPG sources from other services to use on playlists they aren't natively for (the IDs don't match).", "u1")
    m4 = (A, "You are attempting to map opposite of how this app works. The mapping actually changes the ID in the playlist, not in the EPG.", "u2")
    m5 = "That would work, but it's not changing it anyway lol."
    # "they" are the EPG sources of the same sentence; the opener's own complete background (rules 1-2).
    rec(P2_M3E41, [m1], m2[1], False, SELF, [], None, author="u1")
    # Names M3U Editor, the tvg-id and the Stream ID: the opener's own complete request, a same-author trap.
    rec(P2_M3E41, [m1, m2], P2_V_M3UED, False, SAME, [], None, author="u1")
    rec(P2_M3E41, [m1, m2, (U, P2_V_M3UED, "u1")], m4[1], True, "pronoun", ["this app", "The mapping"], "You are mapping the opposite way to how M3U Editor works: M3U Editor's EPG mapping changes the channel ID in the playlist, not in the EPG.", author="u2")
    rec(P2_M3E41, [m1, m2, (U, P2_V_M3UED, "u1"), m4], m5, True, "pronoun", ["That", "it"], "Having M3U Editor's manual EPG mapping change the ID in the playlist would work, but it is not changing the playlist channel's tvg-id anyway.", author="u1")
    lend(P2_M3E41, [m1], P2_V_XTREAM, SAME, P2_FVE65)

    i1 = (U, "Propose: m3u to EPG data mapping", "u1")
    i2 = (U, "Hello. \nMaybe I'm missing something, but I can't find the way to map channels from m3u to EPG data from xml.\nnone of the tvg-id=\"??\" from m3u file is equal to <channel id=\"??\"> in xml... \n\nPlease advise.", "u1")
    i3 = "Hi. You are absolutely right, and I'm already working on it. And as soon as everything is ready, we will update all the IDs and post links to the corresponding programs."
    rec(P2_IPO2438, [i1], i2[1], True, "ellipsis", [], "I can't find a way to map channels from the iptv-org m3u playlists to EPG data from XML: none of the playlists' tvg-id values equals a <channel id> in the XML; please advise.", author="u1")
    rec(P2_IPO2438, [i1, i2], i3, True, "pronoun", ["it", "all the IDs"], "iptv-org's m3u tvg-ids not matching the EPG XML channel ids is being worked on; once ready, iptv-org will update all the tvg-ids and post links to the corresponding guide programs.", author="u2")
    lend(P2_IPO2438, [i1], P2_V_FUNC, SAME, P2_TVH1306)
    lend(P2_IPO2438, [i1, i2], P2_V_M3UED, SAME, P2_M3E41)

    p1 = (U, "Proposal: tvg-id should match what exists in iptv-org/epg", "u1")
    p3 = (U, "Technically, any provider (m3u / epg) can change them at any time.", "u1")
    p4 = (U, "However, I would hope that when one org / person (thank you for the work by the way) is providing *both*, that the two are internally consistent with each other (with the iptv-org/epg 's `xmltv_id`).", "u1")
    p5 = "Many mappers can't automatically map the m3u files to the epg data as a result."
    rec(P2_IPO2467, [p1], P2_V_NONSTD, False, SAME, [], None, author="u1")
    rec(P2_IPO2467, [p1, (U, P2_V_NONSTD, "u1")], p3[1], True, "pronoun", ["them"], "Technically, any m3u or EPG provider can change the tvg-id values of its channels at any time.", author="u1")
    rec(P2_IPO2467, [p1, (U, P2_V_NONSTD, "u1"), p3], p4[1], True, "ellipsis", ["*both*", "the two"], "When one organisation (iptv-org) provides both the m3u playlists and the EPG, I would hope the playlists' tvg-ids are consistent with iptv-org/epg's xmltv_id.", author="u1")
    rec(P2_IPO2467, [p1, (U, P2_V_NONSTD, "u1"), p3, p4], p5, True, "ellipsis", ["as a result"], "Because iptv-org's playlist tvg-ids don't match iptv-org/epg's xmltv_id, many mappers can't automatically map the iptv-org m3u files to the EPG data.", author="u1")
    lend(P2_IPO2467, [p1], P2_V_XTREAM, SAME, P2_FVE65)

    v1 = (U, "Fix - Use EPG name rather than channel id for m3u creation", "u1")
    v2 = (U, "from... tvg-id=\"459e8f03a96391adf0d504672e9c196f\"\nto \ntvg-id=\"epg.name\"\n\nThis is when using ip:port/playlist/channels.m3u", "u1")
    v4 = (U, "If its NULL it uses the channel name, I am not sure it matters if its unique in the M3U. Channels can have the same epg id.", "u1")
    v5 = "Doesn't this break the link with the export of the xmltv?"
    rec(P2_TVH1306, [v1], v2[1], True, "ellipsis", [], "This tvheadend pull request changes the tvg-id in the playlist served at ip:port/playlist/channels.m3u from the channel's uuid (e.g. 459e8f03a96391adf0d504672e9c196f) to the EPG name.", author="u1")
    # The reviewer names the function and says all it claims: complete in itself (rule 1).
    rec(P2_TVH1306, [v1, v2], P2_V_FUNC, False, SAME, [], None, author="u2")
    rec(P2_TVH1306, [v1, v2, (A, P2_V_FUNC, "u2")], v4[1], True, "pronoun", ["its"], "If tvheadend's channel EPG id is NULL the m3u uses the channel name, and I am not sure uniqueness matters in the M3U: channels can share an EPG id.", author="u1")
    rec(P2_TVH1306, [v1, v2, (A, P2_V_FUNC, "u2"), v4], v5, True, "pronoun", ["this"], "Doesn't using the EPG name as tvg-id in tvheadend's m3u playlist break its link with tvheadend's XMLTV export?", author="u3")
    lend(P2_TVH1306, [v1], P2_V_NONSTD, SAME, P2_IPO2467)
    lend(P2_TVH1306, [v1, v2], P2_V_XTREAM, SAME, P2_FVE65)

    k1 = (U, "EPG\u4e2dchannel id\u4e0eM3U\u4e2dtvg-id\u65e0\u6cd5\u5339\u914d", "u1")
    k2 = (U, "generate_m3u\u4e2dtvg-id\u7528\u7684\u662f4GTV_ID\uff0c\n\u800cepg https://agit.ai/239144498/demo/raw/branch/master/4gtvchannel.xml\u4e2dchannel \u7528\u7684\u662f\u6570\u5b57\u3002\u4e0d\u77e5\u9053\u8fd9\u4e2a\u6570\u5b57\u662f\u54ea\u4e2a\u53c2\u6570\u3002", "u1")
    rec(P2_KFCX5, [k1], k2[1], True, "ellipsis", [], "Streaming-Media-Server-Pro \u7684 generate_m3u \u91cc tvg-id \u7528\u7684\u662f 4GTV_ID\uff0c\u800c epg \u6587\u4ef6 4gtvchannel.xml \u91cc\u7684 channel id \u7528\u7684\u662f\u6570\u5b57\uff1b\u8fd9\u4e2a\u6570\u5b57\u662f\u54ea\u4e2a\u53c2\u6570\uff1f", author="u1")
    rec(P2_KFCX5, [k1, k2], "\u5df2\u4fee\u6539", True, "ellipsis", [], "Streaming-Media-Server-Pro \u5df2\u4fee\u6539 generate_m3u\uff0c\u4f7f M3U \u7684 tvg-id \u4e0e EPG \u7684 channel id \u5339\u914d\u3002", author="u2")
    lend(P2_KFCX5, [k1], P2_V_NONSTD, SAME, P2_IPO2467)
