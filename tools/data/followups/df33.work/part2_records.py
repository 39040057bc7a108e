# ==== part 2 (helper cdf2, twenty-ninth pass): far-apart areas; every module-level name is P2_-prefixed ====
P2_GH = "https://github.com/"
# ---- garden irrigation controllers: sprinkler zones, stations and watering schedules ----
P2_SPD23 = P2_GH + "sfeakes/SprinklerD/issues/23"
P2_SPD14 = P2_GH + "sfeakes/SprinklerD/issues/14"
P2_OSF126 = P2_GH + "OpenSprinkler/OpenSprinkler-Firmware/issues/126"
P2_OSF361 = P2_GH + "OpenSprinkler/OpenSprinkler-Firmware/issues/361"
P2_OSF244 = P2_GH + "OpenSprinkler/OpenSprinkler-Firmware/issues/244"
P2_HOS93 = P2_GH + "vinteo/hass-opensprinkler/issues/93"
P2_BHY43 = P2_GH + "sebr/bhyve-home-assistant/issues/43"
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
# ---- DJ libraries: cue points and hot cues between Rekordbox, Serato and Traktor ----
P2_CGN4 = P2_GH + "mganss/CueGen/issues/4"
P2_DJM27 = P2_GH + "Radexito/DjManager/issues/27"
P2_BAK40 = P2_GH + "M-Igashi/baken/issues/40"
P2_TKB1 = P2_GH + "nonodesbois42/TraktorBox/issues/1"
P2_RBE157 = P2_GH + "jviall/rekordbox-edit/pull/157"
# ---- arcade emulation: BIOS files and system directories for FBNeo cores ----
P2_FBL130 = P2_GH + "libretro/FBNeo/issues/130"
P2_FBL72 = P2_GH + "libretro/FBNeo/issues/72"
P2_FBN447 = P2_GH + "finalburnneo/FBNeo/issues/447"
P2_RAL135 = P2_GH + "RetroAchievements/RALibretro/issues/135"
P2_LDB1449 = P2_GH + "libretro/libretro-database/issues/1449"
# ---- fantasy football: league scores pulled from the Sleeper and ESPN APIs ----
P2_FFS25 = P2_GH + "mikemountain/fantasy-football-scoreboard/issues/25"
P2_FFS12 = P2_GH + "mikemountain/fantasy-football-scoreboard/issues/12"
P2_LP193 = P2_GH + "nmelhado/league-page/issues/193"
P2_LP325 = P2_GH + "nmelhado/league-page/issues/325"
P2_DTS10 = P2_GH + "dtsong/sleeper-api-wrapper/issues/10"
P2_DTS36 = P2_GH + "dtsong/sleeper-api-wrapper/issues/36"
P2_SKS18 = P2_GH + "SwapnikKatkoori/sleeper-api-wrapper/issues/18"
P2_UFM134 = P2_GH + "uberfastman/fantasy-football-metrics-weekly-report/issues/134"
P2_ESPN34 = P2_GH + "cwendt94/espn-api/issues/34"
# ---- audiobook players: M4B chapters and saved playback positions ----
P2_JLB156 = P2_GH + "JellyBookOrg/JellyBook/issues/156"
P2_PLP155 = P2_GH + "LeoKlaus/plappa/issues/155"
P2_LVR22 = P2_GH + "kkodecs/livrarr/issues/22"
P2_ABC593 = P2_GH + "yermak/AudioBookConverter/issues/593"
P2_PBK8 = P2_GH + "Goodwy/PlayBook/issues/8"
P2_AZ38 = P2_GH + "santinic/audiblez/issues/38"
P2_AUD81 = P2_GH + "rstewa/Audibly/issues/81"
# ---- sim racing: telemetry from iRacing and Assetto Corsa shared memory ----
P2_PYIR13 = P2_GH + "kutu/pyirsdk/issues/13"
P2_IRDU60 = P2_GH + "SlicedSilver/iRduino/issues/60"
P2_RACE10 = P2_GH + "RiddleTime/Race-Element/issues/10"
P2_TINY298 = P2_GH + "TinyPedal/TinyPedal/issues/298"
P2_SIMAPI29 = P2_GH + "Spacefreak18/simapi/pull/29"
P2_ACT1 = P2_GH + "ottonello/AssettoCorsaTelemetry/issues/1"
# ---- record collecting: Discogs collections, releases and master releases ----
P2_DCL76 = P2_GH + "discogs/discogs_client/issues/76"
P2_DJS2 = P2_GH + "aknorw/discojs/issues/2"
P2_V2D5 = P2_GH + "MartinBarker/vinyl2digital/issues/5"
P2_BRYM211 = P2_GH + "jgchk/better-rym/issues/211"
P2_MBUS132 = P2_GH + "murdos/musicbrainz-userscripts/issues/132"
P2_OMDB112 = P2_GH + "mProjectsCode/obsidian-media-db-plugin/issues/112"
P2_OWS231 = P2_GH + "elamperti/OpenWebScrobbler/issues/231"
P2_PDA47 = P2_GH + "ricbra/php-discogs-api/pull/47"
P2_VGR19 = P2_GH + "andystumph/VinylGraffiti/issues/19"
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
# DJ libraries
P2_D_MIK = "In Mixed in Key you should have Serato integration checked on the settings page and have exported cue points (Click \"Export cue points for existing files\")."
P2_D_ID3 = "Serato integration writes cue points information to ID3 tags within the media files allowing CueGen to read it."
P2_D_DB = "Hot cues, memory cues, and beatgrids live in the Rekordbox DB keyed by TrackID \u2014 they are *not* in the audio file's ID3 tags."
P2_D_GATE = "Rekordbox seems to gate the sync on the device file still matching the collection file"
# arcade emulation (P2_R_PATHS is quoted in its own thread only: it opens with a back-reference)
P2_R_RASTART = "Hi, I've noticed that when I load FBNeo core and its proper infofile (git-version) in current retroarch stable it shows all optional bios files as \"missing\" without listing the proper md5 string."
P2_R_INFO = "I believe RetroArchs BIOS checks are implemented via info files for each core, which RALibretro doesn't currently use."
P2_R_PATHS = "It's not broken, expected path for bioses is `system_dir/fbneo/`, but the core will tolerate using the bioses at the root of `system_dir` as a fallback."
# fantasy football
P2_S_MESS = "Sleeper has a bug and it's data is a mess."
P2_S_TRADED = "I noticed that the Sleeper API isn't properly accounting for points accrued in a matchup from a player that is no longer on your team since that matchup."
P2_S_STATS = "I think Sleeper removed their stats API from their website as I can't find it anymore."
P2_S_MACOS = "I am using Sleeper on macOS"
# audiobooks
P2_B_JB = "When playing an mp3 file of an audiobook using Jellybook 1.3.0, the playback position isn't saved."
P2_B_CHPL = "M4B chapter metadata is in the MP4 `chpl` atom or as QuickTime chapters"
P2_B_EXIF = "Using ExifTool on Android I noticed that Audible files converted to M4B list a short name in 'Album' and a long name with sub-title in 'Title'."
P2_B_SINGLE = "A single file with embedded chapters (as supported by m4b) is great."
# sim racing
P2_T_CSP = "While Assetto Corsa as stock does not provide nearly rich enough of a shared memory telemetry interface to provide the required data to TinyPedal, the data does exist in the game, and Custom Shaders Patch, a very popular extension for Assetto Corsa, can create and maintain a shared memory struct exporting most of the required information through use of a Lua app."
P2_T_IRSHM = "I tried to obtain iRacing telemetry data through shared memory. I set the shared memory name to \"Local\\\\IRSDKMemMapFileName\", and then defined a structure to parse the data, but the parsed data is Wrong, why is this"
P2_T_ACR = "I couldn\u2019t find any documentation for the ACR shared memory."
# record collecting
P2_DC_V2D = "Updated vinyl2digital to include better Discogs error handling which should fix any errors when using the `-i discogs` option."
P2_DC_SHELLAC = "Currently, the Discogs import script imports shellac releases as vinyl (it does get the size right though, 10\u2033 shellac becomes 10\u2033 vinyl)."
P2_DC_VG = "There is no way to get data out of VinylGraffiti except the print view, and no way to bulk-load an existing collection."
#@BANK@


def load_part2(rec, U, A) -> None:
    SAME = "trap_same_domain_new_topic"
    SELF = "trap_self_contained_pronoun"

    def lend(url, history, question, kind, src) -> None:
        """A bank sentence placed after another thread's turns of the same area: a trap, asker unknown."""
        rec(url, history, question, False, kind, [], None, qsrc=src, author=None)

    for area in (P2_irrigation, P2_iptv, P2_djcues, P2_arcade, P2_fantasy, P2_audiobooks, P2_simracing, P2_discogs):
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
    rec(P2_HOS93, [h1, h2, h3, h4], P2_I_RELAY, False, SAME, [], None, author="u1")
    rec(P2_HOS93, [h1, h2, h3, h4, (U, P2_I_RELAY, "u1")], h6, True, "ellipsis", ["a little more background"], "My OpenSprinkler, used as a relay from Home Assistant through hass-opensprinkler, has station S01 a master valve that opens water to all other valves and S02 a drain valve that returns the water to the well.", author="u1")
    lend(P2_HOS93, [h1], P2_I_NEWUNIT, SAME, P2_OSF361)

    # Only the title is usable from this thread's excerpt (its turns are JSON dumps): it hosts lent sentences only.
    y1 = (U, "Select and Run Multiple Zones in Sequence", "u1")
    lend(P2_BHY43, [y1], P2_I_RELAY, SAME, P2_HOS93)
    lend(P2_BHY43, [y1], P2_I_NEWUNIT, SAME, P2_OSF361)
    lend(P2_BHY43, [y1], P2_I_OSPI, SAME, P2_OSF244)


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
    lend(P2_KFCX5, [k1], P2_V_NONSTD, SAME, P2_IPO2467)


def P2_djcues(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- DJ libraries: cue points and hot cues between Rekordbox, Serato and Traktor ----
    c1 = (U, "Rekordbox 6.5.x not recognizing the changes", "u1")
    c2 = (U, "I\u2019ve used the .exe to set the cue points but it seems that they are not appearing in the rekordbox 6. The progress mark so fine and is executing successfully finishing at 100%. Also I\u2019ve checked the modified date for the .db file and it\u2019s modified when I called the script.", "u1")
    c3 = (U, "do you have any suggestions?", "u1")
    c4 = (A, "Please create a log file using log level trace by specifying `-l file.log -v trace` on the command line.", "u2")
    c5 = (A, "There are no cue points from MiK in the files. Have you exported using Serato integration from MiK?", "u2")
    c6 = "I've done that, but it seems that the m4a files cannot hold ID3 tags"
    rec(P2_CGN4, [c1], c2[1], True, "ellipsis", ["the .exe", "the script"], "I used the CueGen .exe to set cue points, but they don't appear in Rekordbox 6.5, although CueGen finishes at 100% and the Rekordbox .db file's modified date changes when I run it.", author="u1")
    rec(P2_CGN4, [c1, c2], c3[1], True, "ellipsis", [], "Do you have any suggestions for why cue points written by CueGen don't appear in Rekordbox 6.5?", author="u1")
    rec(P2_CGN4, [c1, c2, (U, c3[1], "u1"), c4], c5[1], True, "ellipsis", ["the files"], "Your tracks contain no Mixed in Key cue points for CueGen to read; did you export them from Mixed in Key using its Serato integration?", author="u2")
    rec(P2_CGN4, [c1, c2, (U, c3[1], "u1"), c4, c5], c6, True, "pronoun", ["that", "the m4a files"], "I did export cue points from Mixed in Key with Serato integration, but m4a files seem unable to hold the ID3 tags CueGen reads them from.", author="u1")
    lend(P2_CGN4, [c1], P2_D_DB, SELF, P2_BAK40)

    m1 = (U, "Rekordbox XML export", "u1")
    m2 = (U, "Export playlists and analysis data to Rekordbox XML format for use with Pioneer CDJ / XDJ hardware and Rekordbox software.", "u1")
    m3 = "- Include cue points and hot cues (once cue editor exists \u2014 see #24)"
    rec(P2_DJM27, [m1], m2[1], True, "ellipsis", [], "DjManager should export its playlists and analysis data to Rekordbox XML for use with Pioneer CDJ/XDJ hardware and Rekordbox software.", author="u1")
    rec(P2_DJM27, [m1, m2], m3, True, "ellipsis", [], "DjManager's Rekordbox XML export should include cue points and hot cues once DjManager's cue editor (#24) exists.", author="u1")
    lend(P2_DJM27, [m1], P2_D_ID3, SELF, P2_CGN4)
    lend(P2_DJM27, [m1, m2], P2_D_GATE, SAME, P2_RBE157)
    lend(P2_DJM27, [m1], P2_D_DB, SELF, P2_BAK40)

    b1 = (U, "[RFC] v3.0 `cdjsafe`: Rekordbox-safe MP3 transcode for legacy CDJ USB export \u2014 design feedback wanted", "u1")
    b2 = (U, "## 2. Cue point / hot cue preservation", "u1")
    b4 = (U, "- Option A (XML import) \u2192 tracks land as fresh entries with no cues.", "u1")
    b5 = (U, "Is there a sanctioned way to carry cues across to a new file ID?", "u1")
    b6 = "I've seen mentions of writing to `master.db` / `rekordbox.db` directly but that feels like asking for trouble across Rekordbox versions."
    # Names where Rekordbox keeps each kind of cue; "they" points inside: the opener's own complete claim.
    rec(P2_BAK40, [b1, b2], P2_D_DB, False, SELF, [], None, author="u1")
    rec(P2_BAK40, [b1, b2, (U, P2_D_DB, "u1")], b4[1], True, "ellipsis", ["Option A"], "If baken's cdjsafe transcode re-imports the MP3s into Rekordbox through XML, the tracks land as fresh entries with no cues.", author="u1")
    rec(P2_BAK40, [b1, b2, (U, P2_D_DB, "u1"), b4], b5[1], True, "ellipsis", [], "Is there a sanctioned way to carry Rekordbox hot cues, memory cues and beatgrids across to the new file ID of a transcoded MP3?", author="u1")
    # "that" is the writing named in the same sentence; the databases and Rekordbox are named: a same-author trap (rule 2).
    rec(P2_BAK40, [b1, b2, (U, P2_D_DB, "u1"), b4, b5], b6, False, SELF, [], None, author="u1")
    lend(P2_BAK40, [b1], P2_D_MIK, SAME, P2_CGN4)

    t1 = (U, "Export (CUE, Comment, Mark, ...)", "u1")
    t2 = (U, "Were you able to implement the export of HotCue Points from Traktor to Rekordbox?\nIt would be a very useful thing.", "u1")
    t3 = (A, "Hello, someone just contact me to ask if they could add this feature to the\ncode! So I think they're gonna do it !", "u2")
    t4 = "Otherwise you can check their code :\nhttps://github.com/Segolene-Albouy/Traktor-NML-to-Rekordbox-XML"
    rec(P2_TKB1, [t1], t2[1], True, "ellipsis", [], "Were you able to implement exporting hot cue points from Traktor to Rekordbox in TraktorBox? It would be very useful.", author="u1")
    rec(P2_TKB1, [t1, t2], t3[1], True, "pronoun", ["this feature", "the\ncode"], "Someone has just asked to add hot cue export from Traktor to Rekordbox to TraktorBox's code, so it will probably be done.", author="u2")
    rec(P2_TKB1, [t1, t2, t3], t4, True, "pronoun", ["their code"], "Otherwise, for exporting Traktor hot cues to Rekordbox, you can use Segolene-Albouy's Traktor-NML-to-Rekordbox-XML code.", author="u2")
    lend(P2_TKB1, [t1], P2_D_MIK, SAME, P2_CGN4)
    lend(P2_TKB1, [t1, t2], P2_D_DB, SELF, P2_BAK40)
    lend(P2_TKB1, [t1], P2_D_GATE, SAME, P2_RBE157)

    r1 = (U, "docs: add FAQ about convert's impact on USB exports", "u1")
    r2 = (U, "Adds an FAQ entry on converting a track that's already exported to a USB.", "u1")
    r3 = (U, "- Re-export doesn't cleanly replace the exported file.", "u1")
    r4 = (U, "- Edits made on the player don't sync back if the track was converted after export. Cues and play counts are silently dropped \u2014 reproduced on both library export types.", "u1")
    rec(P2_RBE157, [r1], r2[1], True, "ellipsis", [], "This rekordbox-edit pull request adds an FAQ entry on running rekordbox-edit's convert on a track already exported to a USB drive.", author="u1")
    rec(P2_RBE157, [r1, r2], r3[1], True, "ellipsis", ["Re-export", "the exported file"], "After rekordbox-edit converts a track already exported to USB, re-exporting it from Rekordbox doesn't cleanly replace the file on the USB drive.", author="u1")
    rec(P2_RBE157, [r1, r2, r3], r4[1], True, "ellipsis", ["the player", "the track"], "Edits made on a CDJ/XDJ player don't sync back to Rekordbox if the track was converted by rekordbox-edit after export: its cues and play counts are silently dropped, on both library export types.", author="u1")
    # A claim naming Rekordbox, the sync and both files: complete in itself, the author's own (rule 1).
    rec(P2_RBE157, [r1, r2, r3, r4], P2_D_GATE, False, SAME, [], None, author="u1")
    lend(P2_RBE157, [r1], P2_D_ID3, SELF, P2_CGN4)
    lend(P2_RBE157, [r1, r2], P2_D_MIK, SAME, P2_CGN4)


def P2_arcade(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- arcade emulation: BIOS files and system directories for FBNeo cores ----
    o1 = (U, "Can't load optional bios files", "u1")
    o3 = (U, "This is very confusing because my system folder contains all these optional bios files.", "u1")
    o4 = (U, "I already moved the folder to another location and changed the path in retroarch's config. However it didn't change anything.", "u1")
    o5 = (U, "Other cores load its optional bios files just fine.\n\nIsn't this core ready yet? Or did I miss something?", "u1")
    o6 = (A, "It's looking in an `fbneo` folder for files when it's not actually displaying that fact in the description... so you're probably putting them directly in the system folder which is wrong.", "u2")
    # Names the core, its info file and RetroArch; "it" is RetroArch inside the sentence: a same-author trap (rule 2).
    rec(P2_FBL130, [o1], P2_R_RASTART, False, SELF, [], None, author="u1")
    rec(P2_FBL130, [o1, (U, P2_R_RASTART, "u1")], o3[1], True, "pronoun", ["This", "these optional bios files"], "RetroArch listing FBNeo's optional BIOS files as missing is confusing because my RetroArch system folder contains all of them.", author="u1")
    rec(P2_FBL130, [o1, (U, P2_R_RASTART, "u1"), o3, o4], o5[1], True, "pronoun", ["this core", "Other cores"], "Other RetroArch cores load their optional BIOS files fine; isn't the FBNeo core ready yet, or did I miss something?", author="u1")
    rec(P2_FBL130, [o1, (U, P2_R_RASTART, "u1"), o3, o4, o5], o6[1], True, "pronoun", ["It", "them"], "FBNeo's core info file looks for its BIOS files in an `fbneo` subfolder of RetroArch's system folder without saying so in the description, so putting them directly in the system folder is wrong.", author="u2")
    lend(P2_FBL130, [o1], P2_R_INFO, SAME, P2_RAL135)

    d1 = (U, "FBNeo doesnt detect bios' in system directory", "u1")
    d2 = (U, "While it does \"detect\" it as far as it working properly, the core information doesnt correlate.", "u1")
    d3 = (U, "I confirmed by running a rom with the bios in the system directory, and then attempting to run it without.", "u1")
    d5 = (A, "Basically the core search for parents/bioses through 3 paths in this order : \n1. rom_dir\n2. system_dir/fbneo\n3. system_dir", "u2")
    d6 = "ah.  so if moved to fbneo/neogeo.zip it should detect correctly?"
    rec(P2_FBL72, [d1], d2[1], True, "pronoun", ["it", "the core information"], "FBNeo does find its BIOS in RetroArch's system directory well enough to work, but RetroArch's core information for FBNeo doesn't show it as present.", author="u1")
    rec(P2_FBL72, [d1, d2], d3[1], True, "ellipsis", ["the bios", "it"], "I confirmed that FBNeo uses the BIOS in RetroArch's system directory by running a ROM with the BIOS there and then without it.", author="u1")
    rec(P2_FBL72, [d1, d2, d3], P2_R_PATHS, True, "pronoun", ["It", "the core"], "FBNeo's BIOS detection is not broken: its expected path for BIOS files is system_dir/fbneo/, but the FBNeo core tolerates BIOS files at the root of system_dir as a fallback.", author="u2")
    rec(P2_FBL72, [d1, d2, d3, (A, P2_R_PATHS, "u2")], d5[1], True, "ellipsis", ["the core"], "The FBNeo core searches for parent ROMs and BIOS files in three paths, in order: rom_dir, system_dir/fbneo, system_dir.", author="u2")
    rec(P2_FBL72, [d1, d2, d3, (A, P2_R_PATHS, "u2"), d5], d6, True, "pronoun", ["it"], "So if I move the Neo Geo BIOS to system_dir/fbneo/neogeo.zip, will RetroArch's core information show FBNeo's BIOS as detected?", author="u1")

    q1 = (U, "FBNeo Cant Find neogeo.zip BIOS in /system or /system/fbneo directories.", "u1")
    q2 = (U, "I have confirmed the BIOS in use works by placing it manually with the game in the same directory, FBNeo sees the BIOS and loads fine.", "u1")
    q3 = (U, "Placing the BIOS inside the system **or** system/fbneo directories (Within RetroArch directory e.g.(RetroArch\\system\\fbneo)) results in \n`[libretro WARN] [FBNeo] NeoGeo BIOS missing \u2026`", "u1")
    q4 = (A, "@Quest79 do you have a neogeo.zip file?", "u2")
    q5 = (U, "Yes, please see the first line of my previous post.", "u1")
    q6 = (A, "Actually it works properly here, so i'm not sure what the issue is about", "u3")
    q7 = "I'm closing this, in further testing this issue seems to be with RA and not the cores."
    rec(P2_FBN447, [q1], q2[1], True, "ellipsis", ["the BIOS in use"], "I confirmed my Neo Geo BIOS (neogeo.zip) works: placed manually in the same directory as the game, FBNeo sees it and loads fine.", author="u1")
    rec(P2_FBN447, [q1, q2], q3[1], True, "pronoun", ["the BIOS"], "Placing neogeo.zip in RetroArch's system or system/fbneo directory makes FBNeo log '[libretro WARN] [FBNeo] NeoGeo BIOS missing'.", author="u1")
    rec(P2_FBN447, [q1, q2, q3], q4[1], True, "ellipsis", [], "@Quest79, do you actually have a neogeo.zip BIOS file for FBNeo?", author="u2")
    rec(P2_FBN447, [q1, q2, q3, q4], q5[1], True, "ellipsis", ["Yes", "my previous post"], "Yes, I have a neogeo.zip BIOS: it works with FBNeo when placed next to each game.", author="u1")
    rec(P2_FBN447, [q1, q2, q3, q4, q5], q6[1], True, "pronoun", ["it", "the issue"], "FBNeo finds neogeo.zip in RetroArch's system/fbneo directory properly on my setup, so I'm not sure what the reported issue is.", author="u3")
    rec(P2_FBN447, [q1, q2, q3, q4, q5, q6], q7, True, "pronoun", ["this", "this issue"], "I'm closing the FBNeo issue about neogeo.zip not being found in system/fbneo: further testing shows the problem is with RetroArch, not the cores.", author="u1")

    a1 = (U, "Add Core-Specific Notifications for Missing BIOS", "u1")
    a2 = (U, "I imagine it going like this:\n\n- User loads the PSX Beetle core in RALib.\n- Before loading a game, RALib detects that the BIOS for that core are missing.", "u1")
    a3 = (U, "In any case, I think it would be helpful to people and could cut down on the same question being asked many, many, many times :D", "u1")
    a4 = (A, "With #419, if the core reports a missing BIOS, that information should be displayed for the user.", "u2")
    rec(P2_RAL135, [a1], a2[1], True, "pronoun", ["it"], "A core-specific missing-BIOS notification in RALibretro could go like this: the user loads the PSX Beetle core, and before loading a game RALibretro detects that the core's BIOS files are missing.", author="u1")
    rec(P2_RAL135, [a1, a2], a3[1], True, "pronoun", ["it", "the same question"], "A missing-BIOS notification in RALibretro would help people and cut down on the same BIOS question being asked many times.", author="u1")
    rec(P2_RAL135, [a1, a2, a3], a4[1], True, "ellipsis", [], "With RALibretro #419, if a libretro core reports a missing BIOS, RALibretro displays that to the user.", author="u2")
    # The maintainer's claim names RetroArch, the info files and RALibretro: complete in itself (rule 1).
    rec(P2_RAL135, [a1, a2, a3, a4], P2_R_INFO, False, SAME, [], None, author="u2")
    lend(P2_RAL135, [a1], P2_R_RASTART, SELF, P2_FBL130)

    s1 = (U, "System.dat missing many bios", "u1")
    s2 = (U, "The system.dat file in this repository is missing many BIOS files, and other optional files that are placed in the RetroArch system directory.", "u1")
    s3 = "Good catch! Would love some help in updating it :+1:"
    rec(P2_LDB1449, [s1], s2[1], True, "pronoun", ["this repository"], "libretro-database's System.dat is missing many BIOS files and other optional files that go in the RetroArch system directory.", author="u1")
    rec(P2_LDB1449, [s1, s2], s3, True, "pronoun", ["it"], "Good catch about libretro-database's System.dat missing BIOS files; help updating System.dat would be welcome.", author="u2")
    lend(P2_LDB1449, [s1], P2_R_INFO, SAME, P2_RAL135)
    lend(P2_LDB1449, [s1, s2], P2_R_RASTART, SELF, P2_FBL130)


def P2_fantasy(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- fantasy football: league scores pulled from the Sleeper and ESPN APIs ----
    z1 = (U, "Scores will occasionally zero out for an update before coming back", "u1")
    z2 = (U, "Every minute or two one of the scores (sometimes both) will go red and back to zero. After the next refresh I'll get the BIG PLAY animation and all the points will come back in gold.", "u1")
    z3 = (A, "Sleeper, ESPN, or Yahoo? Just so I can narrow it down", "u2")
    z4 = (A, "Wow, so just by poking around, it looks like it's a sleeper issue... Check it out: ", "u2")
    z5 = "This is super annoying, and I'm not sure if it's Sleeper just dropping the ball (again) on a first game of the season or not, so I'll have to keep investigating and won't be able to fix this tonight."
    rec(P2_FFS25, [z1], z2[1], True, "ellipsis", ["the scores"], "Every minute or two one of the scores on my fantasy-football-scoreboard goes red and back to zero; after the next refresh the BIG PLAY animation plays and the points come back in gold.", author="u1")
    rec(P2_FFS25, [z1, z2], z3[1], True, "ellipsis", [], "Is your fantasy-football-scoreboard whose scores zero out reading a Sleeper, ESPN or Yahoo league?", author="u2")
    rec(P2_FFS25, [z1, z2, z3], z4[1], True, "pronoun", ["it"], "The fantasy-football-scoreboard scores zeroing out look like a Sleeper issue.", author="u2")
    rec(P2_FFS25, [z1, z2, z3, z4], z5, True, "pronoun", ["This", "this"], "Sleeper roster scores zeroing out on fantasy-football-scoreboard may be Sleeper dropping the ball on the season's first game; it needs more investigating and won't be fixed tonight.", author="u2")
    lend(P2_FFS25, [z1], P2_S_MESS, SAME, P2_LP193)
    lend(P2_FFS25, [z1, z2], P2_S_MACOS, SAME, P2_UFM134)

    b1 = (U, "Showing Bench Players Scores", "u1")
    b2 = (U, "I got all my hardware in Thursday all pumped to try this out, only to see that Sleeper changed their API. Super glad you were able to get this back up and running.", "u1")
    b3 = (U, "I just completed my scoreboard and my opponents score is showing his bench players scores as well. Is it something I did?", "u1")
    b4 = "Great catch, thanks for this! I messed something up for sure. Will be pushing out a fix soon."
    rec(P2_FFS12, [b1], b2[1], True, "pronoun", ["this"], "My hardware for fantasy-football-scoreboard arrived Thursday, only to see Sleeper had changed their API; glad the scoreboard is back up and running.", author="u1")
    rec(P2_FFS12, [b1, b2], b3[1], True, "ellipsis", ["my scoreboard", "it"], "My newly built fantasy-football-scoreboard shows my Sleeper opponent's score including his bench players' scores; is that something I did?", author="u1")
    rec(P2_FFS12, [b1, b2, b3], b4, True, "pronoun", ["this", "a fix"], "Bench players' points being added to a Sleeper team's score on fantasy-football-scoreboard is my bug; a fix will be pushed soon.", author="u2")
    lend(P2_FFS12, [b1], P2_S_TRADED, SAME, P2_LP193)

    r1 = (U, "[SLEEPER_BUG][ONGOING] Sleeper's data is messed up and is messing with records data", "u1")
    r2 = (U, "Wrong Data in Record page. For example a manager got 7.70 Points in \"All-Time Single Week Scoring Lows\" - originaly it was more 70 Points.", "u1")
    r3 = (A, "Unfortunately, this isn't a bug on league page's end \U0001f615.", "u2")
    r5 = (A, "If you look on the app at previous seasons/weeks you'll see a bunch of missing data.", "u2")
    rec(P2_LP193, [r1], r2[1], True, "ellipsis", ["Record page"], "League Page's Records page shows wrong data: a manager has 7.70 points in 'All-Time Single Week Scoring Lows' where it originally was over 70.", author="u1")
    rec(P2_LP193, [r1, r2], r3[1], True, "pronoun", ["this"], "The wrong scores on League Page's Records page are not a bug in League Page.", author="u2")
    # The maintainer's claim names Sleeper and what is wrong with it: complete in itself (rule 1).
    rec(P2_LP193, [r1, r2, r3], P2_S_MESS, False, SAME, [], None, author="u2")
    rec(P2_LP193, [r1, r2, r3, (A, P2_S_MESS, "u2"), r5], P2_S_TRADED, False, SAME, [], None, author="u3")
    lend(P2_LP193, [r1], P2_S_STATS, SELF, P2_SKS18)

    l1 = (U, "The All Time Lowest Scores of the week are pulled incorrectly", "u1")
    l2 = (U, "Past league scores are not being pulled properly in history. Looking at my leagues \"All Time single week lows\". The two lowest weeks are not being pulled properly.", "u1")
    l3 = "Unfortunately, this is a Sleeper glitch."
    rec(P2_LP325, [l1], l2[1], True, "ellipsis", [], "League Page does not pull past Sleeper league scores properly: in my league's 'All Time single week lows' the two lowest weeks are wrong.", author="u1")
    rec(P2_LP325, [l1, l2], l3, True, "pronoun", ["this"], "League Page's wrong 'All Time single week lows' come from a Sleeper glitch.", author="u2")
    lend(P2_LP325, [l1], P2_S_STATS, SELF, P2_SKS18)
    lend(P2_LP325, [l1, l2], P2_S_MACOS, SAME, P2_UFM134)

    g1 = (U, "League.get_scoreboards does not support leagues with custom_scoring", "u1")
    g2 = (U, "I am using a league with custom scoring rules so the League.get_scoreboards does not support our league.", "u1")
    g3 = (U, "League.get_matchups() correctly returns the score values for players and a team on a given week but the corresponding scoreboard manipulates these values.", "u1")
    g4 = "Looking over the code, I think there's a way we can simplify the `League.get_scoreboards()` function since it seems the spirit of the function is to get the matchup ID with the team names and scores while getting the matchups returns the roster ID instead of the team name."
    rec(P2_DTS10, [g1], g2[1], True, "ellipsis", [], "My Sleeper league uses custom scoring rules, so sleeper-api-wrapper's League.get_scoreboards does not support it.", author="u1")
    rec(P2_DTS10, [g1, g2, g3], g4, True, "ellipsis", ["the code"], "Looking over sleeper-api-wrapper's code, League.get_scoreboards() could be simplified: its purpose is the matchup ID with team names and scores, while get_matchups returns roster IDs instead of team names.", author="u2")
    lend(P2_DTS10, [g1], P2_S_MACOS, SAME, P2_UFM134)

    h1 = (U, "Stats different of sleeper app", "u1")
    h2 = (U, "At first, congratulations for the project, it's awesome. The command \"get_week_projections\" has points different for the sleeper app. Can you explain to me why?", "u1")
    h3 = "Does your league happen to use any custom scoring?"
    rec(P2_DTS36, [h1], h2[1], True, "ellipsis", [], "sleeper-api-wrapper's get_week_projections returns points that differ from the Sleeper app; can you explain why?", author="u1")
    rec(P2_DTS36, [h1, h2], h3, True, "ellipsis", ["your league"], "Does your Sleeper league, whose sleeper-api-wrapper projections differ from the app, use any custom scoring?", author="u2")
    lend(P2_DTS36, [h1], P2_S_MESS, SAME, P2_LP193)
    lend(P2_DTS36, [h1, h2], P2_S_STATS, SELF, P2_SKS18)

    k1 = (U, "Weekly stats broken", "u1")
    k2 = (U, "Anyone here anything?", "u1")
    k3 = (U, "Conversation with Sleeper support:\n\n> scipio314: Has the Stats section been removed from API?\n> support: Hi there, yes it has. Our stat provider asked us to remove that endpoint. Sorry about that", "u1")
    k4 = (U, "So I guess their new provider isn't allowing the up to date player stats anymore.", "u1")
    k5 = "Hey, does the scoreboard work for custom scoring?"
    # Names Sleeper and its stats API; "it" is that API inside the sentence: the opener's own (rule 2).
    rec(P2_SKS18, [k1], P2_S_STATS, False, SELF, [], None, author="u1")
    # The quoted exchange names Sleeper support, the stats section and the endpoint: complete in itself.
    rec(P2_SKS18, [k1, (U, P2_S_STATS, "u1"), k2], k3[1], False, SELF, [], None, author="u1")
    rec(P2_SKS18, [k1, (U, P2_S_STATS, "u1"), k2, k3], k4[1], True, "pronoun", ["their new provider"], "So I guess Sleeper's new stats provider no longer allows up-to-date player stats through the Sleeper API.", author="u1")
    rec(P2_SKS18, [k1, (U, P2_S_STATS, "u1"), k2, k3, k4], k5, True, "ellipsis", ["the scoreboard"], "Does sleeper-api-wrapper's scoreboard function work for leagues with custom scoring?", author="u2")
    lend(P2_SKS18, [k1], P2_S_TRADED, SAME, P2_LP193)

    c1 = (U, "Incorrect records/points", "u1")
    c2 = (U, "Our commissioner has edited specific teams points throughout the season and it has caused certain teams to win over others.", "u1")
    c3 = (U, "This report doesn't seem to take that into consideration so it is giving a team an extra win based on what sleeper originally scored it but not the commissioner edit that took place weeks ago.", "u1")
    c4 = (U, "Any way to fix this?", "u1")
    c6 = "I've gone ahead and pushed another update to `main` with a fix for this."
    # Complete in itself: the commissioner's edits are named in the same sentence, "it" points inside (rule 2).
    rec(P2_UFM134, [c1], c2[1], False, SELF, [], None, author="u1")
    rec(P2_UFM134, [c1, c2], c3[1], True, "pronoun", ["This report", "that"], "The fantasy football metrics weekly report ignores our commissioner's score edits, giving a team an extra win based on Sleeper's original score rather than an edit made weeks ago.", author="u1")
    rec(P2_UFM134, [c1, c2, c3], c4[1], True, "pronoun", ["this"], "Is there any way to make the fantasy football metrics weekly report use commissioner-edited Sleeper scores?", author="u1")
    rec(P2_UFM134, [c1, c2, c3, c4], P2_S_MACOS, False, SAME, [], None, author="u1")
    rec(P2_UFM134, [c1, c2, c3, c4, (U, P2_S_MACOS, "u1")], c6, True, "pronoun", ["this"], "An update on `main` of fantasy-football-metrics-weekly-report fixes its ignoring commissioner-edited Sleeper scores.", author="u2")
    lend(P2_UFM134, [c1], P2_S_MESS, SAME, P2_LP193)

    e1 = (U, "Randomly Inflated scores?", "u1")
    e2 = (U, "I have some users reporting seemingly random scores inflated by up to 16 points. I am using the home_score and away_score variables from box_scores to pull this information.", "u1")
    e3 = (A, "I looked at the endpoint for my league and all the numbers are lining up for me. It seems really weird that a couple scores in a league would be wrong and not all of them.", "u2")
    e4 = (U, "I'm also seeing this.  I'm the Commisioner of the league in question.  If anyone figures this out I'd appreciate it.", "u3")
    rec(P2_ESPN34, [e1], e2[1], True, "ellipsis", [], "Users report espn-api fantasy scores randomly inflated by up to 16 points; I read them from box_scores' home_score and away_score.", author="u1")
    rec(P2_ESPN34, [e1, e2, e3], e4[1], True, "pronoun", ["this", "the league in question"], "I also see espn-api box scores randomly inflated; I'm commissioner of the league where it happens, and would appreciate a fix.", author="u3")
    # "it" is the inflated-scores problem of the thread, so not self-contained: a follow-up (rule 2), and not lent.
    rec(P2_ESPN34, [e1, e2, e3, e4], "Kind of convinced now it's an ESPN issue.", True, "pronoun", ["it"], "I'm now fairly convinced that espn-api's randomly inflated box scores are an ESPN-side issue.", author="u3")
    lend(P2_ESPN34, [e1], P2_S_MACOS, SAME, P2_UFM134)


def P2_audiobooks(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- audiobook players: M4B chapters and saved playback positions ----
    j1 = (U, "Audiobook Playback Position", "u1")
    j2 = (U, "I would have tried with an m4b file, but I recieved a failed to download when the Downloader reached 100%.", "u1")
    j3 = (A, "I will look into it", "u2")
    j4 = "Im using Jellybook 1.3.2 and tried listening to a few mp3 based audiobooks and if I exit the app then come back in the position is not remembered."
    # The opener's report names Jellybook, the file type and the symptom: a same-author trap (rule 1).
    rec(P2_JLB156, [j1], P2_B_JB, False, SAME, [], None, author="u1")
    rec(P2_JLB156, [j1, (U, P2_B_JB, "u1")], j2[1], True, "ellipsis", ["the Downloader"], "I would have tried Jellybook's playback position with an m4b audiobook, but Jellybook's downloader failed when it reached 100%.", author="u1")
    rec(P2_JLB156, [j1, (U, P2_B_JB, "u1"), j2], j3[1], True, "pronoun", ["it"], "I will look into Jellybook not saving audiobook playback positions.", author="u2")
    # A later user names Jellybook 1.3.2 and the whole symptom; "the app" is Jellybook of the same sentence (rule 1).
    rec(P2_JLB156, [j1, (U, P2_B_JB, "u1"), j2, j3], j4, False, SAME, [], None, author="u3")
    lend(P2_JLB156, [j1], P2_B_CHPL, SAME, P2_LVR22)

    p1 = (U, "[BUG] Audiobook loses playback position", "u1")
    p2 = (U, "I open an audiobook and press the Resume button. The audiobook then starts playing from the beginning.", "u1")
    p3 = (U, "In this case, the elapsed time of the chapter shows a negative time and the rest of the chapter does not show the time of the remaining chapter, but a negative time instead.", "u1")
    p4 = (U, "This problem occurs approximately every second or third time I start an audiobook. It also occurs with all audiobooks. My audiobooks are always downloaded.", "u1")
    rec(P2_PLP155, [p1], p2[1], True, "ellipsis", [], "When I open an audiobook in Plappa and press Resume, it starts playing from the beginning instead of the saved position.", author="u1")
    rec(P2_PLP155, [p1, p2], p3[1], True, "ellipsis", ["In this case"], "When Plappa's Resume restarts an audiobook from the beginning, the chapter's elapsed time and remaining time both show negative values.", author="u1")
    rec(P2_PLP155, [p1, p2, p3], p4[1], True, "pronoun", ["This problem", "It"], "Plappa losing the playback position happens about every second or third time I start an audiobook, with all my audiobooks, which are always downloaded.", author="u1")
    lend(P2_PLP155, [p1], P2_B_JB, SAME, P2_JLB156)
    lend(P2_PLP155, [p1, p2], P2_B_SINGLE, SAME, P2_AZ38)

    v1 = (U, "Add chapters to m4b playback", "u1")
    v2 = (U, "Display and navigate chapter markers during M4B audiobook playback in the built-in player.", "u1")
    v3 = (U, "The audiobook player shows a continuous timeline with no chapter awareness. Users scrub blindly through multi-hour files.", "u1")
    v5 = "Shipped in 13b21f9 \u2014 playback enhancements including chapters, bookmarks, and progress lifecycle."
    rec(P2_LVR22, [v1], v2[1], True, "ellipsis", ["the built-in player"], "Livrarr's built-in player should display and navigate chapter markers during M4B audiobook playback.", author="u1")
    rec(P2_LVR22, [v1, v2], v3[1], True, "ellipsis", ["The audiobook player"], "Livrarr's audiobook player currently shows a continuous timeline with no chapter awareness, so users scrub blindly through multi-hour files.", author="u1")
    # A general fact about the M4B format, cut at the dash from the opener's note: a same-author trap (rule 1).
    rec(P2_LVR22, [v1, v2, v3], P2_B_CHPL, False, SAME, [], None, author="u1")
    rec(P2_LVR22, [v1, v2, v3, (U, P2_B_CHPL, "u1")], v5, True, "ellipsis", [], "Chapter support for M4B playback shipped in livrarr commit 13b21f9, with chapters, bookmarks and playback progress.", author="u1")
    lend(P2_LVR22, [v1], P2_B_EXIF, SAME, P2_PBK8)
    lend(P2_LVR22, [v1, v2], P2_B_JB, SAME, P2_JLB156)

    c1 = (U, "Playback does not work in chapters mode for imported m4b books", "u1")
    c2 = (U, "In chapters mode playback works well for mp3 files in simple scenario.", "u1")
    c3 = (U, "However, when chapters are imported from m4b book all tracks in chapters still refers to original file and book as played not by chapters but as single file.", "u1")
    c4 = (U, "Solution: replace references to original book file with reference to sub-tracks.", "u1")
    c5 = (U, "Also playback does not work for apple books encoded with alac codec.", "u1")
    c6 = "This unlikely could be fixed w/o shadow re-encoding."
    rec(P2_ABC593, [c1, c2], c3[1], True, "ellipsis", [], "When AudioBookConverter imports chapters from an m4b book, every chapter track still refers to the original file, so the book plays as one file instead of by chapters.", author="u1")
    rec(P2_ABC593, [c1, c2, c3, c4], c5[1], True, "ellipsis", ["Also"], "AudioBookConverter's playback also does not work for Apple Books audiobooks encoded with the ALAC codec.", author="u1")
    rec(P2_ABC593, [c1, c2, c3, c4, c5], c6, True, "pronoun", ["This"], "AudioBookConverter's playback of ALAC-encoded Apple Books audiobooks is unlikely to be fixable without shadow re-encoding.", author="u1")
    lend(P2_ABC593, [c1], P2_B_SINGLE, SAME, P2_AZ38)

    g1 = (U, "Missing M4B Chapter Data", "u1")
    g2 = (U, "When playing M4B files, the chapter data is missing.", "u1")
    g3 = (U, "**MP3 audiobooks**\nThe app correctly shows the file title metadata as the chapter name in the app, in the notification widget, on Bluetooth and Android Auto.", "u1")
    rec(P2_PBK8, [g1], g2[1], True, "ellipsis", [], "When PlayBook plays M4B audiobooks, the chapter data is missing.", author="u1")
    rec(P2_PBK8, [g1, g2], g3[1], True, "ellipsis", ["The app"], "For MP3 audiobooks, PlayBook correctly shows the file's title metadata as the chapter name in the app, the notification widget, on Bluetooth and in Android Auto.", author="u1")
    rec(P2_PBK8, [g1, g2, g3], P2_B_EXIF, False, SAME, [], None, author="u1")
    lend(P2_PBK8, [g1], P2_B_CHPL, SAME, P2_LVR22)
    lend(P2_PBK8, [g1, g2], P2_B_SINGLE, SAME, P2_AZ38)

    a1 = (U, "Have each chapter in its own audio file", "u1")
    a2 = (U, "Having a single audio (10h) for the entire book makes it hard to seek into it. Sometimes I click by mistake the seeking bar of the audio player and it's hard to find where I was.", "u1")
    a4 = (A, "There are playback apps supporting these and arbitrary bookmarks.", "u2")
    a5 = (A, "Yeah, the chapter feature is kinda the whole point of having it as an m4b file - It might be the player you're using doesn't properly support the format", "u3")
    a6 = "Got it. It's still hard to seek inside a chapter with one 10h file."
    rec(P2_AZ38, [a1], a2[1], True, "ellipsis", [], "audiblez produces a single 10-hour audio file for the entire book, which makes it hard to seek; a misclick on the player's seek bar loses my place.", author="u1")
    # An answerer's general claim naming m4b: complete in itself (rule 1).
    rec(P2_AZ38, [a1, a2], P2_B_SINGLE, False, SAME, [], None, author="u2")
    rec(P2_AZ38, [a1, a2, (A, P2_B_SINGLE, "u2"), a4], a5[1], True, "pronoun", ["it", "the player you're using"], "Chapters are the whole point of audiblez writing an m4b file; a player that cannot seek to chapters probably doesn't properly support the m4b format.", author="u3")
    rec(P2_AZ38, [a1, a2, (A, P2_B_SINGLE, "u2"), a4, a5], a6, True, "ellipsis", ["one 10h file"], "Even with m4b chapters, it is still hard to seek inside a chapter of audiblez's single 10-hour file.", author="u1")
    lend(P2_AZ38, [a1], P2_B_EXIF, SAME, P2_PBK8)

    u1 = (U, "audiobook consisting of multiple files not saving position", "u1")
    u2 = "this was happening when the chapter combo loaded in. ChapterComboSelectedIndex was set to 0 by default which was causing the issue."
    rec(P2_AUD81, [u1], u2, True, "pronoun", ["this", "the issue"], "Audibly not saving the position of a multi-file audiobook happened when the chapter combo box loaded: ChapterComboSelectedIndex defaulted to 0.", author="u1")
    lend(P2_AUD81, [u1], P2_B_JB, SAME, P2_JLB156)
    lend(P2_AUD81, [u1], P2_B_CHPL, SAME, P2_LVR22)
    lend(P2_AUD81, [u1], P2_B_EXIF, SAME, P2_PBK8)


def P2_simracing(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- sim racing: telemetry from iRacing and Assetto Corsa shared memory ----
    ask = "Hello, I found your code for obtaining iRacing telemetry data on Github. I want to DIY a dashboard and need to obtain iRacing telemetry data, but I don\u2019t have a parsing document for iRacing shared memory. Could you please give me? Looking forward to your help"
    i1 = (U, "iRacing Shared memory information", "u1")
    i3 = (A, "https://members.iracing.com/jforum/posts/list/1470675.page", "u2")
    rec(P2_PYIR13, [i1], ask, True, "ellipsis", ["your code"], "I found pyirsdk's code for reading iRacing telemetry; I want to build a DIY dashboard but have no document describing iRacing's shared memory layout. Could you give me one?", author="u1")
    rec(P2_PYIR13, [i1, (U, ask, "u1")], i3[1], True, "ellipsis", [], "The iRacing shared memory format is documented in the iRacing members forum post https://members.iracing.com/jforum/posts/list/1470675.page.", author="u2")
    # After thanking, the opener restates the whole attempt and names iRacing's shared memory; "this" points inside (rule 2).
    rec(P2_PYIR13, [i1, (U, ask, "u1"), i3], P2_T_IRSHM, False, SELF, [], None, author="u1")
    lend(P2_PYIR13, [i1], P2_T_CSP, SAME, P2_TINY298)
    lend(P2_PYIR13, [i1, (U, ask, "u1")], P2_T_ACR, SAME, P2_SIMAPI29)

    d1 = (U, "iRacing Telemetry Data", "u1")
    d3 = (A, "I haven't been a member on iRacing for a long time but I'm positive that the best place to look for help would be on the iRacing forums.", "u2")
    d4 = "Try to find a sub-forum regarding 'SDK' and start from there. There will most likely be a SDK wrapper in the programming language you are looking for."
    rec(P2_IRDU60, [d1], ask, True, "ellipsis", ["your code"], "I found iRduino's code for reading iRacing telemetry; I want to build a DIY dashboard but have no document describing iRacing's shared memory. Could you give me one?", author="u1")
    rec(P2_IRDU60, [d1, (U, ask, "u1")], d3[1], True, "ellipsis", ["help"], "For documentation of iRacing's telemetry shared memory, the best place to look for help is the iRacing forums.", author="u2")
    rec(P2_IRDU60, [d1, (U, ask, "u1"), d3], d4, True, "ellipsis", [], "On the iRacing forums, look for the SDK sub-forum; there will most likely be an iRacing SDK wrapper for telemetry in your programming language.", author="u2")
    lend(P2_IRDU60, [d1], P2_T_IRSHM, SELF, P2_PYIR13)

    r1 = (U, "Telemetry Tab", "u1")
    r2 = (U, "Open for ideas what to do with the shared memory data..\n\n- Drawing on-top of the game?\n- Recording race data automatically?", "u1")
    r3 = (A, "Live tyre pressures would be good. Maybe also with a tracker of pressure loss situations or total pressure lost during stint so when pitting, you know not to over compensate for low pressures.", "u2")
    r4 = (U, "Closing this for now, the idea is to create a Setup Helper eventually.", "u1")
    r5 = "Motec pretty much is good enough for telemetry though it is possible to later on provide some HUDs using the shared memory data."
    rec(P2_RACE10, [r1], r2[1], True, "ellipsis", ["the shared memory data"], "What should Race Element's Telemetry tab do with ACC's shared memory data: draw on top of the game, or record race data automatically?", author="u1")
    rec(P2_RACE10, [r1, r2], r3[1], True, "ellipsis", [], "Race Element's Telemetry tab could show live tyre pressures from ACC's shared memory, maybe with a tracker of pressure loss or total pressure lost during a stint, so you don't over-compensate for low pressures when pitting.", author="u2")
    rec(P2_RACE10, [r1, r2, r3, r4], r5, True, "ellipsis", ["the shared memory data"], "MoTeC is good enough for ACC telemetry, though Race Element could later provide HUDs using ACC's shared memory data.", author="u1")
    lend(P2_RACE10, [r1], P2_T_CSP, SAME, P2_TINY298)
    lend(P2_RACE10, [r1, r2], P2_T_IRSHM, SELF, P2_PYIR13)

    t1 = (U, "Assetto Corsa support", "u1")
    t3 = "I've been working on an implementation of AC support using this method and it shows promise to me, but before I make a PR, as requested by the contribution guidelines, I'm making this issue in case AC support is not something that is desired, so I can avoid wasting everyone's time, and to discuss support for AC in case it is more complicated than \"yes\" or \"no\"."
    # The opener's description names Assetto Corsa, TinyPedal and Custom Shaders Patch in full: a same-author trap.
    rec(P2_TINY298, [t1], P2_T_CSP, False, SAME, [], None, author="u1")
    rec(P2_TINY298, [t1, (U, P2_T_CSP, "u1")], t3, True, "pronoun", ["this method"], "I've been implementing Assetto Corsa support for TinyPedal by reading a shared memory struct that Custom Shaders Patch exports through a Lua app; before a PR I want to know whether TinyPedal wants AC support at all.", author="u1")
    lend(P2_TINY298, [t1], P2_T_IRSHM, SELF, P2_PYIR13)
    lend(P2_TINY298, [t1], P2_T_ACR, SAME, P2_SIMAPI29)

    a1 = (U, "Add Assetto Corsa Rally to simd.config", "u1")
    a2 = (U, "Add ACR in simd.config, i tested it with acbridge and it works.", "u1")
    a3 = (A, "thank you! and i'm glad you were able to get it all to work easily.", "u2")
    a4 = (A, "also note that I don't know if all the data is available from ACR itself as it is still pre-release I believe?", "u2")
    a5 = (U, "Seems like there\u2019s a lot of data available, but I\u2019m not sure if everything is exposed yet.", "u1")
    a7 = "After some additional testing, I noticed some strange behavior with the max RPM value: sometimes it jumps to unrealistic values (it seems to happen when airborne or after a crash) and never decreases afterward."
    # Names the game, the config file and the bridge; "it" is ACR in simd.config inside the sentence (rule 2).
    rec(P2_SIMAPI29, [a1], a2[1], False, SELF, [], None, author="u1")
    rec(P2_SIMAPI29, [a1, a2, a3], a4[1], True, "ellipsis", ["all the data"], "I don't know whether all the telemetry data simapi needs is available from Assetto Corsa Rally itself, since it is still pre-release.", author="u2")
    rec(P2_SIMAPI29, [a1, a2, a3, a4], a5[1], True, "ellipsis", [], "There seems to be a lot of telemetry data available from Assetto Corsa Rally's shared memory, but I'm not sure everything is exposed yet.", author="u1")
    rec(P2_SIMAPI29, [a1, a2, a3, a4, a5], P2_T_ACR, False, SAME, [], None, author="u1")
    rec(P2_SIMAPI29, [a1, a2, a3, a4, a5, (U, P2_T_ACR, "u1")], a7, True, "ellipsis", ["the max RPM value"], "Testing simapi with Assetto Corsa Rally, the max RPM value from its shared memory sometimes jumps to unrealistic values (when airborne or after a crash) and never decreases afterwards.", author="u1")

    o1 = (U, "Research into replacing UDP for shared memory", "u1")
    o2 = (U, "Reference: \nhttp://assettocorsamods.net/threads/doc-shared-memory-reference.58/", "u1")
    o3 = "C# implementation:\nhttps://github.com/mdjarv/assettocorsasharedmemory"
    rec(P2_ACT1, [o1], o2[1], True, "ellipsis", [], "Reference for replacing AssettoCorsaTelemetry's UDP input with Assetto Corsa's shared memory: http://assettocorsamods.net/threads/doc-shared-memory-reference.58/", author="u1")
    rec(P2_ACT1, [o1, o2], o3, True, "ellipsis", [], "A C# implementation of reading Assetto Corsa's shared memory: https://github.com/mdjarv/assettocorsasharedmemory", author="u1")
    lend(P2_ACT1, [o1], P2_T_CSP, SAME, P2_TINY298)
    lend(P2_ACT1, [o1, o2], P2_T_ACR, SAME, P2_SIMAPI29)


def P2_discogs(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- record collecting: Discogs collections, releases and master releases ----
    c1 = (U, "How to list all releases in each collection's folders?", "u1")
    c2 = (U, "I'm struggling a lot on your API to find out this issue. I didn't find anything about this on your documentation.", "u1")
    c3 = (U, "Maybe it's because it's a _TODO_ topic in **class CollectionItemInstance(PrimaryAPIObject)**?", "u1")
    c4 = (A, "Each `CollectionFolder` has a `releases` attribute you can call to get a paginated list of releases.", "u2")
    c5 = "If you want to list all releases, I suggest looking at the `All` folder."
    rec(P2_DCL76, [c1], c2[1], True, "pronoun", ["your API", "this issue"], "I'm struggling to list all releases in each folder of my Discogs collection with discogs_client, and found nothing about it in its documentation.", author="u1")
    # Names the class but not the library it belongs to (discogs_client): the project is context (rule 1).
    rec(P2_DCL76, [c1, c2, c3], c4[1], True, "ellipsis", [], "In discogs_client, each CollectionFolder has a `releases` attribute that returns a paginated list of the folder's releases.", author="u2")
    rec(P2_DCL76, [c1, c2, c3, c4], c5, True, "ellipsis", ["all releases"], "To list all releases of a Discogs collection with discogs_client, use the `All` collection folder (collection_folders[0]).", author="u2")
    lend(P2_DCL76, [c1], P2_DC_VG, SAME, P2_VGR19)

    d1 = (U, "Is there a way to get all the items in my collection", "u1")
    d2 = (U, "Hi, I tried going through the documentation but only found a way to get my \"All\" folder and seller inventory. Is there a way to get the records in my collection?", "u1")
    d3 = (A, "It's possible to achieve what you want with the API, but unfortunately I didn't implement (yet) some functions that are required to achieve this with `discojs`.", "u2")
    d4 = "Cool, if you want I can also take a look at it and create a PR?"
    rec(P2_DJS2, [d1], d2[1], True, "ellipsis", ["the documentation"], "discojs's documentation only shows how to get my Discogs \"All\" folder and seller inventory; is there a way to get the records in my Discogs collection?", author="u1")
    rec(P2_DJS2, [d1, d2], d3[1], True, "pronoun", ["what you want", "this"], "Listing the records in a Discogs collection is possible with the Discogs API, but discojs doesn't yet implement some functions it needs.", author="u2")
    rec(P2_DJS2, [d1, d2, d3], d4, True, "pronoun", ["it"], "If you want, I can implement the missing discojs functions for listing the releases in a Discogs collection folder and open a PR.", author="u1")
    lend(P2_DJS2, [d1], P2_DC_SHELLAC, SELF, P2_MBUS132)
    lend(P2_DJS2, [d1, d2], P2_DC_V2D, SAME, P2_V2D5)

    v1 = (U, "Using Master Releases may be an issue", "u1")
    v2 = (U, "Hi Martin, \n\nIt may be better to use the `ReleaseId` rather than the `MasterId` when getting the details for releases, as some editions have different tracks than the master", "u1")
    v4 = "The `-i discogs` option will accept both release and master urls."
    rec(P2_V2D5, [v1], v2[1], True, "ellipsis", [], "vinyl2digital should use the Discogs ReleaseId rather than the MasterId when getting release details, as some editions have different tracks than the master release.", author="u1")
    # Names vinyl2digital, Discogs and the option: the maintainer's complete statement (rule 1).
    rec(P2_V2D5, [v1, v2], P2_DC_V2D, False, SAME, [], None, author="u2")
    rec(P2_V2D5, [v1, v2, (A, P2_DC_V2D, "u2")], v4, True, "ellipsis", ["The `-i discogs` option"], "vinyl2digital's `-i discogs` option accepts both Discogs release URLs and master release URLs.", author="u2")
    lend(P2_V2D5, [v1], P2_DC_SHELLAC, SELF, P2_MBUS132)

    w1 = (U, "white label releases apply test pressing tag instead", "u1")
    w2 = "when importing white label vinyl releases from discogs ([eg](https://www.discogs.com/release/807423-Jones-Girls-Gettin-On-With-My-Life)), it ticks the box in the release attributes section for \"test pressing\" instead of the one for \"white label\" - have been encountering this for a while"
    rec(P2_BRYM211, [w1], w2, True, "pronoun", ["it"], "When better-rym imports white label vinyl releases from Discogs, it ticks \"test pressing\" in Rate Your Music's release attributes instead of \"white label\".", author="u1")
    lend(P2_BRYM211, [w1], P2_DC_V2D, SAME, P2_V2D5)
    lend(P2_BRYM211, [w1], P2_DC_SHELLAC, SELF, P2_MBUS132)

    s1 = (U, "Discogs: please fix shellac imports", "u1")
    # Names the script and the error; "it" is the script inside the sentence: the opener's complete report (rule 2).
    rec(P2_MBUS132, [s1], P2_DC_SHELLAC, False, SELF, [], None, author="u1")
    rec(P2_MBUS132, [s1, (U, P2_DC_SHELLAC, "u1")], "Could you update it?", True, "pronoun", ["it"], "Could you update the MusicBrainz Discogs import userscript so it imports shellac releases as shellac rather than vinyl?", author="u1")
    lend(P2_MBUS132, [s1], P2_DC_VG, SAME, P2_VGR19)

    o1 = (U, "Support for Discogs API", "u1")
    o2 = (U, "The API allows to interact with the database info from Discogs, the biggest database for music physical releases in the world.", "u1")
    o3 = "As a record collector, I'd find extremely useful to be able to query my own collection and generate my database in Obsidian."
    rec(P2_OMDB112, [o1], o2[1], True, "pronoun", ["The API"], "The Discogs API gives access to the database info of Discogs, the world's biggest database of physical music releases.", author="u1")
    rec(P2_OMDB112, [o1, o2], o3, True, "ellipsis", ["my own collection"], "As a record collector, I'd find it extremely useful if Obsidian Media DB could query my own Discogs collection through the Discogs API and generate my database in Obsidian.", author="u1")
    lend(P2_OMDB112, [o1], P2_DC_V2D, SAME, P2_V2D5)

    l1 = (U, "List albums from a user's Discogs collection", "u1")
    l2 = (U, "Users would like to use their Discogs collection as a quick way to find their commonly used albums quickly.", "u1")
    l3 = "Given a connection with Discogs, it should be feasible with their current API (pending database migration on our side)"
    rec(P2_OWS231, [l1], l2[1], True, "ellipsis", [], "Open Scrobbler users would like to use their Discogs collection as a quick way to find the albums they commonly scrobble.", author="u1")
    rec(P2_OWS231, [l1, l2], l3, True, "pronoun", ["it", "our side"], "Given a connection with Discogs, listing albums from a user's Discogs collection should be feasible in Open Scrobbler with the current Discogs API, pending Open Scrobbler's database migration.", author="u1")
    lend(P2_OWS231, [l1], P2_DC_VG, SAME, P2_VGR19)

    f1 = (U, "Added user collection api requests", "u1")
    f2 = (U, "I've added the following 3 api requests:\n\n* Get collection folders\n* Get collection folder\n* Get collection items by folder", "u1")
    f3 = (A, "Thank you for your contribution @floydian77 \U0001f44d", "u2")
    f4 = "@ricbra Could you add a tag for my pull request, eg 1.4?"
    rec(P2_PDA47, [f1], f2[1], True, "ellipsis", [], "This pull request adds three Discogs user collection requests to php-discogs-api: get collection folders, get a collection folder, and get collection items by folder.", author="u1")
    rec(P2_PDA47, [f1, f2, f3], f4, True, "ellipsis", ["my pull request"], "@ricbra, could you tag a php-discogs-api release (e.g. 1.4) that includes my Discogs collection requests pull request?", author="u1")
    lend(P2_PDA47, [f1], P2_DC_SHELLAC, SELF, P2_MBUS132)

    g1 = (U, "CSV export and import (including Discogs collection CSV)", "u1")
    g3 = "Anyone migrating from Discogs, a spreadsheet, or another tracker must add items one at a time."
    # The opener names VinylGraffiti and both missing features: a same-author trap (rule 1).
    rec(P2_VGR19, [g1], P2_DC_VG, False, SAME, [], None, author="u1")
    rec(P2_VGR19, [g1, (U, P2_DC_VG, "u1")], g3, True, "ellipsis", ["add items"], "Anyone migrating to VinylGraffiti from Discogs, a spreadsheet or another tracker must add their records to VinylGraffiti one at a time.", author="u1")
    lend(P2_VGR19, [g1], P2_DC_V2D, SAME, P2_V2D5)
