"""df39 part 2 record blocks: one call per record, every turn quoted (trimmed) from the thread at its URL.

Each turn is (role, text, speaker): speakers are per-conversation pseudonyms, "u1", "u2", ...
by first appearance (the thread's opener is "u1"); a lent (paired) question's speaker is None
(who would ask it in this thread is unknown)."""
# ==== part 2 (helper cdf2, thirty-fifth pass): far-apart hobby and home areas; every module-level name is P2_-prefixed ====
# ruff: noqa: E501
P2_GH = "https://github.com/"

# dashcams: BlackVue and VIOFO footage with GPS (sync tools, geotagging uploaders, overlay and trip viewers), Tesla's dashcam on a Raspberry Pi USB drive
P2_BVS9 = P2_GH + "acolomba/blackvuesync/issues/9"
P2_MPT685 = P2_GH + "mapillary/mapillary_tools/issues/685"
P2_MPT619 = P2_GH + "mapillary/mapillary_tools/issues/619"
P2_MPK184 = P2_GH + "mapilio/mapilio-kit/issues/184"
P2_V2J3 = P2_GH + "edc22osm/viofo2jpg/issues/3"
P2_GPST27 = P2_GH + "Romancha/GPStitch/issues/27"
P2_DCG21 = P2_GH + "amkulikov/dashcamigo/issues/21"
P2_TUSB354 = P2_GH + "marcone/teslausb/issues/354"
P2_TUSB907 = P2_GH + "marcone/teslausb/issues/907"
P2_TUSB431 = P2_GH + "marcone/teslausb/issues/431"
P2_TUSB611 = P2_GH + "marcone/teslausb/issues/611"
P2_MPTU5 = P2_GH + "mphacker/TeslaUSB/issues/5"

# craft cutting machines: Silhouette Cameo and Portrait cutters driven from Inkscape or robocut, Cricut hardware and its cut-line files, vinyl cutters
P2_ISIL165 = P2_GH + "fablabnbg/inkscape-silhouette/issues/165"
P2_ISIL338 = P2_GH + "fablabnbg/inkscape-silhouette/issues/338"
P2_ISIL184 = P2_GH + "fablabnbg/inkscape-silhouette/issues/184"
P2_ISIL267 = P2_GH + "fablabnbg/inkscape-silhouette/issues/267"
P2_ISIL133 = P2_GH + "fablabnbg/inkscape-silhouette/issues/133"
P2_ISIL154 = P2_GH + "fablabnbg/inkscape-silhouette/issues/154"
P2_ISIL285 = P2_GH + "fablabnbg/inkscape-silhouette/issues/285"
P2_ISIL311 = P2_GH + "fablabnbg/inkscape-silhouette/issues/311"
P2_RCUT2 = P2_GH + "nosliwneb/robocut/issues/2"
P2_FCUT4 = P2_GH + "Arlet/Freecut/issues/4"
P2_WOAC26 = P2_GH + "caa1211/webOAcard/issues/26"
P2_PPR343 = P2_GH + "piecepackr/piecepackr/issues/343"
P2_GRID469 = P2_GH + "GridSpace/grid-apps/issues/469"

# Steam Deck homebrew: Decky Loader and its plugins (CSS Loader themes, TDP control, boot animations) after SteamOS and Steam client updates
P2_DKL649 = P2_GH + "SteamDeckHomebrew/decky-loader/issues/649"
P2_DKL141 = P2_GH + "SteamDeckHomebrew/decky-loader/issues/141"
P2_DKL279 = P2_GH + "SteamDeckHomebrew/decky-loader/issues/279"
P2_DKL261 = P2_GH + "SteamDeckHomebrew/decky-loader/issues/261"
P2_DKL309 = P2_GH + "SteamDeckHomebrew/decky-loader/issues/309"
P2_CSSL78 = P2_GH + "DeckThemes/SDH-CssLoader/issues/78"
P2_CSSL44 = P2_GH + "DeckThemes/SDH-CssLoader/issues/44"
P2_CSSD23 = P2_GH + "DeckThemes/CSSLoader-Desktop/issues/23"
P2_CSSD54 = P2_GH + "DeckThemes/CSSLoader-Desktop/issues/54"
P2_SDTDP80 = P2_GH + "aarron-lee/SimpleDeckyTDP/issues/80"
P2_SDHAC34 = P2_GH + "TheLogicMaster/SDH-AnimationChanger/issues/34"

# utility meters read by radio: gas, water and electric meters' ERT and SCM broadcasts picked up with an RTL-SDR dongle (rtlamr), bridged into Home Assistant over MQTT
P2_RAMR292 = P2_GH + "bemasher/rtlamr/issues/292"
P2_RAMR147 = P2_GH + "bemasher/rtlamr/issues/147"
P2_RA2M129 = P2_GH + "allangood/rtlamr2mqtt/issues/129"
P2_RA2M144 = P2_GH + "allangood/rtlamr2mqtt/issues/144"
P2_RA2M244 = P2_GH + "allangood/rtlamr2mqtt/issues/244"
P2_GWM1 = P2_GH + "gunnaraas/watermeter/issues/1"
P2_GREL4 = P2_GH + "argilo/gr-elster/issues/4"
P2_AAMR116 = P2_GH + "mdegat01/addon-amr2mqtt/issues/116"
P2_JDRA11 = P2_GH + "jdeath/RTLAMR2MQQT/issues/11"

# e-paper note tablets: the reMarkable 1 and 2 and their cloud sync (rmapi, OneNote and desktop sync clients, remux launcher) across tablet software updates
P2_RMAPI187 = P2_GH + "juruen/rmapi/issues/187"
P2_RMAPI274 = P2_GH + "juruen/rmapi/issues/274"
P2_RMSYNC28 = P2_GH + "jamesf91/reMarkableSync/issues/28"
P2_RMSYNC57 = P2_GH + "jamesf91/reMarkableSync/issues/57"
P2_REMAPY47 = P2_GH + "peerdavid/remapy/issues/47"
P2_RMKIT188 = P2_GH + "rmkit-dev/rmkit/issues/188"
P2_RMPKT21 = P2_GH + "nov1n/RemarkablePocket/pull/21"

# Game Boy cartridges: dumping, backing up and reflashing GB and GBA cartridges with USB cart readers (GBxCart RW and FlashGBX, GBCartRead, RetroBlaster), Game Boy Camera saves
P2_FGBX108 = P2_GH + "Lesserkuma/FlashGBX/issues/108"
P2_FGBX35 = P2_GH + "Lesserkuma/FlashGBX/issues/35"
P2_FGBX69 = P2_GH + "Lesserkuma/FlashGBX/issues/69"
P2_FGBX124 = P2_GH + "Lesserkuma/FlashGBX/issues/124"
P2_FGBX66 = P2_GH + "Lesserkuma/FlashGBX/issues/66"
P2_GBCR2 = P2_GH + "insidegadgets/GBCartRead/issues/2"
P2_GBSM2 = P2_GH + "Gronis/gb-save-manager/issues/2"
P2_RBL7 = P2_GH + "retrostage/RetroBlaster/issues/7"
P2_GBCAM1 = P2_GH + "AntonioND/gbcam-rev-engineer/issues/1"

# MiniDisc: Sony, Sharp and Aiwa NetMD and Hi-MD recorders and decks fed from a computer over USB (Web MiniDisc, netmd-js, linux-minidisc's netmdcli)
P2_CWMD129 = P2_GH + "cybercase/webminidisc/issues/129"
P2_CWMD81 = P2_GH + "cybercase/webminidisc/issues/81"
P2_CWMD41 = P2_GH + "cybercase/webminidisc/issues/41"
P2_AWMD52 = P2_GH + "asivery/webminidisc/issues/52"
P2_NMDJS53 = P2_GH + "cybercase/netmd-js/issues/53"
P2_LMD75 = P2_GH + "linux-minidisc/linux-minidisc/issues/75"
P2_LMD86 = P2_GH + "linux-minidisc/linux-minidisc/issues/86"
P2_EWMD36 = P2_GH + "asivery/ElectronWMD/issues/36"

# Every lender is a group of this part (every thread above is a history).
P2_QUESTION_ONLY: tuple[str, ...] = ()

# ---- bank sentences: complete in themselves, lent only within their area, never into their own repository ----
# dashcams
P2_D_DCVIEWER = "Not having any .gps file is problematic for the popular Dashcam Viewer. It requires .gps data on all files to work properly (bug on their part)."
P2_D_NOGPS = "i have a DascCam without GPS. The Date Time is synced by Wifi with phone."
P2_D_SPLIT = "Hello, my dashcam sometimes experiences a few seconds of GPS signal interruption, which causes the video to be split into two segments after being imported into DashCamigo."
P2_D_SMARTUSB = "Teslausb itself is just a smart usb drive, not a viewer."
P2_D_NOFEED = "TeslaUSB doesn't feed video anywhere."
P2_D_STILLFINE = "TeslaUSB still works fine as before, only having the \u201cconnect a faster USB\u201d warning show up on the Tesla."
P2_D_MPTERR = "```\n2024-10-03 13:08:19,624 - ERROR   -            13 image(s) failed due to MapillaryGeoTaggingError\n2024-10-03 13:08:19,624 - ERROR   - MapillaryProcessError: Failed to process 13 files. To skip these errors, specify --skip_process_errors\n```"

# craft cutting machines
P2_C_CRAFT = "Conclusion: The \"Craft Blade\" cannot be used reliably with the Inkscape Extension."
P2_C_GRAPHTEC = "Note that the Graphtec cutting plotters, on which the Silhouette:s are based, handle blade offsets internally."
P2_C_ROLAND = "There are some great aftermarket blades like the Roland Blade, but the knife offset is 0.25mm."
P2_C_MARKET = "I am in the market for a cutting machine and want to make sure I can find one that will work with Linux before I take the plunge."
P2_C_REVENG = "I and others have done some work reverse engineering several versions of the Cricut Hardware. \nhttp://oscopetutorial.com/cricut/index.php?title=Main_Page"
P2_C_FORMATS = "**File formats:** SVG is the primary format supported by Cricut Design Space. DXF is also supported."
P2_C_FREEDS = "Cricut Design Space can be installed and used for free without a physical machine, so basic format validation (does the file load and are cut lines recognized?) could be done without owning a Cricut."
P2_C_ONLYINKCUT = "I found out only a single open source software supports vinyl cutter / plotter - Inkcut."
P2_C_LSUSB = "lsusb: Bus 001 Device 007: ID 0b4d:1138 Graphtec America, Inc."

# Steam Deck homebrew
P2_S_PREVIEW = "Updated to steam preview version 1660766017, build date wed aug 17 12:41 pm, and decky no longer appears."
P2_S_RESTART = "I restarted Steam via the Power button menu and Decky Loader disappeared."
P2_S_CSSINIT = "I just updated Steam OS to version 3.4.6 on the stable channel and CSS Loader is now displaying a message that it failed to initialize."
P2_S_BROKEN = "Note, on decky stable and steamos stable right now, cssloader is broken due to decky."
P2_S_HOLOISO = "Decky Loader cannot be installed on a Non-Valve official HoloISO OS and cannot function as a backend for Linux, in my experience."
P2_S_THROUGH = "If you can run Decky, you should run CSS Loader through it"
P2_S_RECENT = "A recent Steam Deck update has broken Decky Loader, rendering certain plugins that use external web pages unusable."
P2_S_TDP = "As the title said, Simple Decky doesn't work anymore with new Deck Loader update (3.1.10)."

# utility meters
P2_M_DONGLE = "I have RTL2832U + R820T2 USB dongle."
P2_M_SENSUS = "I am running OS X 10.13.6.  My water meter is a SENSUS iPERL."
P2_M_24H = "I have had rtlamr run for about 24h and nothing ever popped up on my rtlamr terminal in terms of data packets."
P2_M_RPI4 = "I am using this in Home Assistant on a Raspberry Pi 4, with the rtlamr2mqtt installed from the add-on store."
P2_M_HOPING = "I'm hoping to gather electricity usage in Home Assistant."
P2_M_EALAN = "The Elster electricity meters in my city use a completely different protocol called EnergyAxis 900 MHz LAN (EA_LAN), which gr-elster can partially decode."
P2_M_NOTWIRELESS = "As far as I know, the gas meters in my city are not wireless."
P2_M_IDS = "21892877 is my electric meter and 95229911 is my gas."
P2_M_SEENIT = "Have you seen the [RTLAMR ](https://github.com/bemasher/rtlamr) project? And confirmed it does not apply to the elster meters?"

# e-paper note tablets
P2_R_2PROTO = "rm have 2 sync protocols now: XoApp 1.0 ans XoApp 1.5"
P2_R_LOGIN = "I login using email/password for `my.remarkable.com`"
P2_R_REMAPY = "About a week ago, remapy has stopped syncing with my remarkable cloud account."
P2_R_REMUX = "after remux installation and service activation, remarkable 1 stop syncing with the cloud."
P2_R_RM2 = "I have a Remarkable 2 and it was sync with Onenote."

# Game Boy cartridges
P2_G_MASKROM = "You can't reflash original cartridges: they don't have a flash chip but an etched mask ROM."
P2_G_LEAFGREEN = "I tested my Japanese Pocket Monsters Leaf Green cartridge and it works ok on FlashGBX v3.7 using GBxCart RW v1.3 on firmware L1."
P2_G_GBXV14 = "Hello, I have a GBxCart RW V1.4 that i am trying to use with the latest flashGBX software."
P2_G_FERRANTE = "I got a Ferrante Crafts 512KB and FlashGBX cannot auto-detect it, but it works when I select it manually."
P2_G_MBC3 = "The gameboy Camera should work like a MBC3 chip."
P2_G_128K = "I've increased the save data that gb-save-manager uses from 32kB to 128kB since that is the biggest size available and it's the same that Gameboy Camera is using."
P2_G_GBFLASH = "I am also using a legitimate GBFlash"

# MiniDisc
P2_N_MACMINI = "I have a Sony MZ-NH600D on a 2018 Intel Mac Mini running Ventura (13.3.1) using a USB-C to USB-A adapter."
P2_N_FATHER = "20 years ago i got my father to record stories from his life on a sony net md player."
P2_N_FORMAT = "Minidisc format does not allow for music transference from device to computer."
P2_N_M2 = "I'm on macOS, M2 MacBook Pro if it helps."
P2_N_REJECTED = "```\nNetMDRejected [Error]: Rejected - 0a1800080046f003010380ff\n    at NetMDRejected.NetMDError [as constructor] (/opt/homebrew/lib/node_modules/netmd-js/dist/netmd-shared-objects.js:22:28)\n```"
P2_N_N510 = "MZ-N510 is NetMD, so no Hi-MD (no \"filesystem\" features). The device is accessed via netmd."
P2_N_WEBMDOK = "What's interesting to me is that I was able to use https://webminidisc.com/ on another computer via Chrome (macOS Monterey) and I could play, pause, stop, and change tracks (no audio, however)."
P2_N_NETMDCLI = "netmdcli reports:\n\"Error opening netmd\nError while opening the USB device\""


def P2_dashcams(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- dashcams: BlackVue and VIOFO footage with GPS, Tesla's dashcam on a Raspberry Pi USB drive ----
    t = (U, "No GPS data for P|I recordings", "u1")
    a1 = (U, "` if recording.type in (\"N\", \"E\", \"M\"):`\n\nThis avoids importing .gps files for some recordings.", "u1")
    a3 = (U, "I suppose importing these .gps files was caising issues since you added this condition, but in that case, would it be possible to add something like this?", "u1")
    rec(P2_BVS9, [t], a1[1], True, "pronoun", ["This"], "blackvuesync's condition `if recording.type in (\"N\", \"E\", \"M\"):` avoids importing the BlackVue .gps files of parking (P) and impact (I) recordings.", author="u1")
    # Another product named in full, nothing said of the project (ruling before df37); "It" is the viewer of the same message.
    rec(P2_BVS9, [t, a1], P2_D_DCVIEWER, False, SELF, [], None, author="u1")
    rec(P2_BVS9, [t, a1, (U, P2_D_DCVIEWER, "u1")], a3[1], True, "pronoun", ["these .gps files", "this condition"], "If importing the .gps files of P and I recordings caused issues since blackvuesync added the recording-type condition, could blackvuesync at least create an empty .gps file for them?", author="u1")

    t = (U, "Add support for VIOFO A229 Dashcam", "u1")
    b1 = (U, "I am unable to convert and upload videos from a VIOFO A229 Dashcam which records geotagged video.", "u1")
    b2 = (U, "It throws the error \"failed due to MapillaryGeoTaggingError\".", "u1")
    b3 = (U, "Please consider adding support since VIOFO dashcams are a very popular choice.", "u1")
    b5 = (U, "This will be helpful https://github.com/edc22osm/viofo2jpg", "u1")
    # What fails is the project's upload, the project left out (rule 1; ruling before df37).
    rec(P2_MPT685, [t], b1[1], True, "ellipsis", [], "I am unable to convert and upload videos from a VIOFO A229 dashcam, which records geotagged video, with mapillary_tools.", author="u1")
    # The log names the project's own error classes (ruling before df39): nothing is left to the thread.
    rec(P2_MPT685, [t, b1, b2, b3], P2_D_MPTERR, False, SAME, [], None, author="u1")
    rec(P2_MPT685, [t, b1, b2, b3, (U, P2_D_MPTERR, "u1")], b5[1], True, "pronoun", ["This"], "viofo2jpg (https://github.com/edc22osm/viofo2jpg) will be helpful for adding VIOFO A229 dashcam support to mapillary_tools.", author="u1")

    t = (U, "Feature request: GPS info from Viofo A139 Pro dashcam videos", "u1")
    c1 = (U, "* Release version: 0.10.1\n* System: `Windows`\n* Capture Device: `Viofo A139 Pro 2Ch` (dashcam 4k+1k)", "u1")
    c2 = (U, "### Expected behavior\n\n1. The video_process  sub-command would extract images with GPS latitude/longitude info.\n2. exiftool do generate uabel .gpx file.", "u1")
    c3 = "### Actual behavior\n\n1.  Processing failure, as the GPS info ins not found (\"missing\" feature):"
    # Environment lines lean on the thread (rule 1, rule 6).
    rec(P2_MPT619, [t], c1[1], True, "ellipsis", [], "I use mapillary_tools 0.10.1 on Windows with a Viofo A139 Pro 2Ch dashcam (4k+1k) and want GPS info from its videos.", author="u1")
    rec(P2_MPT619, [t, c1, c2], c3, True, "ellipsis", ["the GPS info"], "mapillary_tools' video_process fails on Viofo A139 Pro dashcam videos because the GPS info is not found.", author="u1")
    lend(P2_MPT619, [t], P2_D_DCVIEWER, SELF, P2_BVS9)
    lend(P2_MPT619, [t, c1], P2_D_SPLIT, SAME, P2_DCG21)

    t = (U, "Add support for VIOFO A229 Dashcam", "u1")
    d1 = (U, "### Short Description\n\nI am unable to convert and upload videos from a VIOFO A229 Dashcam which records geotagged video.  It throws the error \"failed due to MapillaryGeoTaggingError\".", "u1")
    d2 = (U, "### Additional\n\nAnother model to support is the VIOFO A119 dashcam with a GPS module which is another popular choice.", "u1")
    d3 = "This was meant for a different project..."
    rec(P2_MPK184, [t], d1[1], True, "ellipsis", [], "I am unable to convert and upload videos from a VIOFO A229 dashcam with mapilio-kit; it throws the error \"failed due to MapillaryGeoTaggingError\".", author="u1")
    # The user corrects the target of their own request (rule 3): a `correction`.
    rec(P2_MPK184, [t, d1, d2], d3, True, "correction", ["This", "a different project"], "My request to add VIOFO A229 dashcam support was meant for a different project, mapillary_tools, not mapilio-kit.", author="u1")
    lend(P2_MPK184, [t], P2_D_NOGPS, SAME, P2_V2J3)
    lend(P2_MPK184, [t, d1], P2_D_SMARTUSB, SAME, P2_TUSB431)

    t = (U, "[Feature Request] GPX or similiar as Input", "u1")
    e2 = (U, "Is there an option, to provide a GPX or other format for the coordinates? \n\nThanks ;)", "u1")
    e3 = (A, "@stilicrafter\nDo your GPX file has bearing (course) information?", "u2")
    e4 = (A, "Can you share to me sample of video file from your DashCam with matching .gpx file?", "u2")
    e5 = (U, "Hi, here is a gpx file. \nThe Video is just a normal .mp4 file.", "u1")
    e6 = "If the recording gpx recording is 2 Hours, then the video would be 2 hours too."
    # The user's own device named in full, nothing of the project (ruling before df37): a trap.
    rec(P2_V2J3, [t], P2_D_NOGPS, False, SAME, [], None, author="u1")
    rec(P2_V2J3, [t, (U, P2_D_NOGPS, "u1")], e2[1], True, "ellipsis", ["an option"], "Is there an option in viofo2jpg to provide a GPX file or another format for the coordinates of a dashcam video without GPS?", author="u1")
    rec(P2_V2J3, [t, (U, P2_D_NOGPS, "u1"), e2, e3, e4, e5], e6, True, "ellipsis", ["the recording gpx recording", "the video"], "If my phone's gpx recording is 2 hours long, the matching dashcam video for viofo2jpg would be 2 hours too.", author="u1")

    t = (U, "Video cannot be previewed, GPS cannot be recognized.", "u1")
    f1 = (U, "No videos can be previewed, and the GPS cannot be recognized.", "u1")
    f2 = (A, "Thanks for the report! Could you help me reproduce it?", "u2")
    f3 = (A, "One more thing that would help: does GPS work if you load an external GPX/FIT file? That would tell me whether the problem is limited to reading the telemetry embedded in the video.", "u2")
    f4 = (A, "From the screenshot, the error happens while parsing the `ffprobe` metadata output for your file, so the log/`ffprobe` output should be enough to pin it down.", "u2")
    f5 = "This is the error message when reading the GPX file of the igpsport code table."
    rec(P2_GPST27, [t], f1[1], True, "ellipsis", [], "In GPStitch no videos can be previewed, and the GPS cannot be recognized.", author="u1")
    rec(P2_GPST27, [t, f1, f2, f3, f4], f5, True, "pronoun", ["This"], "GPStitch shows the same error message when reading the GPX file of my iGPSPORT bike computer.", author="u1")
    lend(P2_GPST27, [t], P2_D_SPLIT, SAME, P2_DCG21)

    t = (U, "Videos containing GPS information can also use external GPX files.", "u1")
    g2 = (U, "Therefore, I need a manual segment merging option, and the ability to import external GPX files (I use my phone to record GPX files, and the GPS signal is stable and uninterrupted).", "u1")
    g3 = (A, "Could you share a small sample that reproduces the issue?", "u2")
    g4 = (U, "The original file was quite large, so I trimmed it without loss of quality.", "u1")
    g5 = "My initial assessment is that a dashcam malfunction caused the GPS to segment, resulting in a misalignment with the actual driving location."
    # Names the project and says in full what happens (rule 1): a trap.
    rec(P2_DCG21, [t], P2_D_SPLIT, False, SAME, [], None, author="u1")
    rec(P2_DCG21, [t, (U, P2_D_SPLIT, "u1")], g2[1], True, "ellipsis", ["Therefore"], "Because GPS interruptions split my dashcam videos in DashCamigo, I need a manual segment merging option and the ability to import external GPX files recorded with my phone.", author="u1")
    rec(P2_DCG21, [t, (U, P2_D_SPLIT, "u1"), g2, g3, g4], g5, True, "ellipsis", ["the GPS"], "My initial assessment is that a dashcam malfunction caused the GPS track DashCamigo imports to segment, misaligning it with the actual driving location.", author="u1")
    lend(P2_DCG21, [t], P2_D_DCVIEWER, SELF, P2_BVS9)

    t = (U, "Dashcam not saving", "u1")
    h1 = (U, "Oddly I get the dashcam icon on the screen on my Model S, but when it goes to archive the data, it only has the SentryClips folder.", "u1")
    h2 = (U, "Does the dash cam data save as well or am I missing something?", "u1")
    h3 = (A, "The car is always recordings when it is on, and writes those recordings to RecentClips.", "u2")
    h4 = (A, "If you press the Dashcam icon on the screen, it will move the last 10 minutes worth of recordings to a folder under SavedClips.", "u2")
    h5 = (A, "Only SavedClips and SentryClips are archived.", "u2")
    h6 = "Ah I kept thinking of RecentClips.  Feeling dumb."
    rec(P2_TUSB354, [t], h1[1], True, "pronoun", ["it"], "I get the dashcam icon on my Model S's screen, but when teslausb archives the data it only has the SentryClips folder.", author="u1")
    rec(P2_TUSB354, [t, h1, h2, h3, h4, h5], h6, True, "ellipsis", [], "I kept thinking teslausb archived RecentClips.", author="u1")

    t = (U, "Tesla\u2019s new feature \u201cDashcam Clips\u201d won\u2019t work when using TeslaUSB", "u1")
    i1 = (U, "Car is parked and charging, but not sleeping.", "u1")
    i2 = (U, "The new feature makes sentry videos available for watching through the Tesla app.", "u1")
    i4 = (U, "### Device\n\nRaspberry Pi Zero 2 W", "u1")
    rec(P2_TUSB907, [t], i1[1], True, "ellipsis", [], "The Tesla app's Dashcam Clips feature won't work with TeslaUSB while my car is parked and charging, but not sleeping.", author="u1")
    # Names the project and its state in full (rulings before df36): a trap.
    rec(P2_TUSB907, [t, i1, i2], P2_D_STILLFINE, False, SAME, [], None, author="u1")
    rec(P2_TUSB907, [t, i1, i2, (U, P2_D_STILLFINE, "u1")], i4[1], True, "ellipsis", [], "My TeslaUSB, which breaks Tesla's Dashcam Clips feature, runs on a Raspberry Pi Zero 2 W.", author="u1")

    t = (U, "Grouping for sentry mode", "u1")
    j1 = (U, "A feature to group all the clips onto 1 screen when watching sentry footage like the roadie does it.", "u1")
    j2 = (A, "That would be a feature of whatever app you're using to view the clips.", "u2")
    j4 = "does the roadie app pair with this?"
    rec(P2_TUSB431, [t], j1[1], True, "ellipsis", ["A feature"], "Could teslausb get a feature to group all Tesla camera clips onto one screen when watching sentry footage, like the Roadie app does?", author="u1")
    # A general sentence naming its subject, no word only the thread resolves (ruling before df36).
    rec(P2_TUSB431, [t, j1, j2], P2_D_SMARTUSB, False, SAME, [], None, author="u2")
    rec(P2_TUSB431, [t, j1, j2, (A, P2_D_SMARTUSB, "u2")], j4, True, "pronoun", ["this"], "Does the Roadie app pair with teslausb?", author="u1")
    lend(P2_TUSB431, [t], P2_D_NOGPS, SAME, P2_V2J3)

    t = (U, "Way to detect difference between driving (RecentClips) and parked (SentryClips)?", "u1")
    k1 = (U, "I find my TeslaUSB rig is continuously recording whenever the car is awake--which means any time Sentry Mode is enabled, the \"dashcam\" is constantly working (and overwriting previous vids).", "u1")
    k2 = (U, "Sentry Mode recordings are still copied into the SentryClips folder, so that bit is normal.", "u1")
    k3 = (U, "I don't know what may have changed (since that didn't seem to be happening before--perhaps I somehow have missed it??).", "u1")
    k4 = (A, "This is normal, expected, and how it has always worked.", "u2")
    # Names the rig and says in full what it does (rule 1): a trap.
    rec(P2_TUSB611, [t], k1[1], False, SAME, [], None, author="u1")
    rec(P2_TUSB611, [t, k1], k2[1], True, "ellipsis", ["still", "that bit"], "While my TeslaUSB rig records continuously whenever the car is awake, Sentry Mode recordings are still copied into the SentryClips folder as normal.", author="u1")
    rec(P2_TUSB611, [t, k1, k2, k3], k4[1], True, "pronoun", ["This", "it"], "A Tesla with TeslaUSB recording continuously to RecentClips whenever the car is awake is normal, expected, and how it has always worked.", author="u2")
    rec(P2_TUSB611, [t, k1, k2, k3, k4], P2_D_NOFEED, False, SAME, [], None, author="u2")

    t = (U, "All Videos Saved to RecentClips (No Sentry or Saved Clips)", "u1")
    m1 = "I noticed that all dashcam videos are saved in the RecentClips folders and there's nothing saved in Sentry or SavedClips despite a sentry or saved clip was present in Tesla's dashcam viewer."
    # What the project saves, the project left out (ruling before df37's first clause).
    rec(P2_MPTU5, [t], m1, True, "ellipsis", [], "With mphacker's TeslaUSB, all dashcam videos are saved in the RecentClips folders and nothing in SentryClips or SavedClips, although Tesla's dashcam viewer shows a sentry or saved clip.", author="u1")
    lend(P2_MPTU5, [t], P2_D_SMARTUSB, SAME, P2_TUSB431)
    lend(P2_MPTU5, [t], P2_D_NOFEED, SAME, P2_TUSB611)
    lend(P2_MPTU5, [t, (U, m1, "u1")], P2_D_STILLFINE, SAME, P2_TUSB907)
    lend(P2_MPTU5, [t, (U, m1, "u1")], P2_D_DCVIEWER, SELF, P2_BVS9)


def P2_cutters(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- craft cutting machines: Silhouette cutters from Inkscape and robocut, Cricut hardware and cut-line files, vinyl cutters ----
    t = (U, "No backend available", "u1")
    a1 = (U, "After hitting send to silhouette and then apply I get a window that says \"Inkscape has received addition data from the script executed. The script did not return an error, but this may indicate the results will not be as expected.\" Then below it says \"No backend available.\"", "u1")
    a2 = (U, "I have to be missing something with my setup. But I cant find any info anywhere about this problem.", "u1")
    a3 = (U, "I have a Cameo 3 plugged up via USB and the item I'm wanting to cut selected.", "u1")
    a4 = (A, "possibly duplicate of https://github.com/fablabnbg/inkscape-silhouette/issues/129#issuecomment-831709976", "u2")
    a5 = "After completely uninstalling Inkscape and Python3-USB this did work"
    # What fails is the extension's send, the extension left out (ruling before df37).
    rec(P2_ISIL165, [t], a1[1], True, "ellipsis", [], "After Send to Silhouette and Apply in inkscape-silhouette, Inkscape says the script returned additional data and then \"No backend available.\"", author="u1")
    rec(P2_ISIL165, [t, a1, a2, a3, a4], a5, True, "pronoun", ["this"], "After completely uninstalling Inkscape and python3-usb and reinstalling, inkscape-silhouette's Send to Silhouette worked with my Cameo 3.", author="u1")

    t = (U, "LMDE - No backend available", "u1")
    b1 = (U, "When I send to Silhouette, it says no backend available.", "u1")
    b2 = (U, "Does that mean that I need some other setup for the Cameo, or that it's not finding the Cameo, or..?", "u1")
    b3 = (U, "When I turn the Cameo on, Mint says it has no printer drivers for it, which I assume the plugin doesn't need, right?", "u1")
    b4 = (A, "it ain't no printer, right \U0001f914", "u2")
    b5 = (U, "I looked at all of that before posting. Do you have any specific suggestions?", "u1")
    b6 = "Can you describe your setup (OS version, python version, plotter, inkscape version, and which steps you took to install) and which of the Instructions of the README didn't work for your setup?"
    rec(P2_ISIL338, [t], b1[1], True, "pronoun", ["it"], "On LMDE, when I use inkscape-silhouette's Send to Silhouette, it says no backend available.", author="u1")
    rec(P2_ISIL338, [t, b1, b2, b3, b4, b5], b6, True, "pronoun", ["the README", "your setup"], "Can you describe your setup (OS, Python, plotter and Inkscape versions, install steps) and which of inkscape-silhouette's README instructions didn't work for \"no backend available\"?", author="u2")

    t = (U, "Working fine with CAMEO 4 Plus - 15'' mat config needed", "u1")
    c1 = (U, "I'm currently working with the cameo 4 plus without any problem. Only the size of the Mat is not listed in the list \"Cutting Mat\".", "u1")
    c2 = (U, "Using Inkscape 0.92, Ubuntu 20.04.4 LTS.", "u1")
    c3 = (A, "Hmm, that's interesting, as the code to recognize a Silhouette Cameo 4 Plus is currently commented out because I wasn't certain of its USB Product ID.", "u2")
    c35 = (U, "Glen! What a nice surprise to know that it shouldn't, but it is working! I'm more used to the other way around.", "u1")
    c5 = "Please could you share the cutmarks template and settings for the cameo 4 plus? I'm strugging to make it work in a precise way."
    rec(P2_ISIL184, [t], c1[1], True, "ellipsis", ["the list \"Cutting Mat\""], "inkscape-silhouette works with my Cameo 4 Plus, but its 15\" mat size is not in the extension's \"Cutting Mat\" list.", author="u1")
    # A command's output quoted in full, naming the device (ruling before df37): a trap.
    rec(P2_ISIL184, [t, c1, c2, c3, c35], P2_C_LSUSB, False, SAME, [], None, author="u1")
    rec(P2_ISIL184, [t, c1, c2, c3, c35, (U, P2_C_LSUSB, "u1")], c5, True, "pronoun", ["the cutmarks template"], "Could you share the inkscape-silhouette cutmarks template and settings you use for the Cameo 4 Plus? I'm struggling to make it cut precisely.", author="u3")
    lend(P2_ISIL184, [t], P2_C_FORMATS, SAME, P2_PPR343)

    t = (U, "Cannot find nor start the extension after installation", "u1")
    d1 = (U, "System: Artix Linux\nExtension installed from AUR Arch repository into /usr/share/inkscape/extensions/\nInkscape 1.3\nDevice: Silhouette Cameo 4 via USB, detected via CUPS (no driver, though).", "u1")
    d2 = (U, "I cannot find extension (not listed under \"Manage extensions...\") nor any option related to sending commands to the plotter. I got stuck - please advise.", "u1")
    d3 = (A, "What do you mean exactly by *cannot find extension*\nDo you have the menu **extensions - export - send to silhouette**?", "u2")
    d4 = (U, "Nope. The extensions - export only contains: \n- Export layer slices...\n- Guillotine\n- _Plot..._ (greyed out)", "u1")
    d5 = (A, "So that's an issue with AUR package. You may open an issue over there...", "u2")
    d6 = "The installation location needs to correspond to Inkscapes expectations."
    rec(P2_ISIL267, [t], d1[1], True, "ellipsis", ["Extension"], "I installed inkscape-silhouette from the AUR into /usr/share/inkscape/extensions/ on Artix Linux with Inkscape 1.3 and a Silhouette Cameo 4 via USB, but cannot find or start it.", author="u1")
    rec(P2_ISIL267, [t, d1, d2, d3, d4, d5], d6, True, "pronoun", ["The installation location"], "The AUR package's installation location for inkscape-silhouette needs to correspond to Inkscape's expectations.", author="u2")

    t = (U, "No Graphtec Silhouette devices found", "u1")
    e1 = (U, "```\nNo Graphtec Silhouette devices found.\nCheck USB and Power.\nDevices: \n```\nThis is the error I get when I click \"Apply.\"", "u1")
    e2 = (U, "I am aware that the original Cameo model doesn't like 3.0/3.1 ports, so I have it plugged into my sole 2.0 port on this Windows 10 machine.", "u1")
    e3 = "looks like a communication setup issue."
    rec(P2_ISIL133, [t], e1[1], True, "ellipsis", [], "inkscape-silhouette gives \"No Graphtec Silhouette devices found. Check USB and Power.\" when I click Apply in Send to Silhouette.", author="u1")
    rec(P2_ISIL133, [t, e1, e2], e3, True, "ellipsis", [], "inkscape-silhouette's \"No Graphtec Silhouette devices found\" on Windows 10 looks like a USB communication setup issue.", author="u2")
    lend(P2_ISIL133, [t], P2_C_ONLYINKCUT, SAME, P2_GRID469)
    lend(P2_ISIL133, [t, e1], P2_C_REVENG, SAME, P2_FCUT4)

    t = (U, "cutter offset compensation", "u1")
    f1 = (U, "If the 3mm craft blade is used, then I have a problem with curves, also with polygons that describe a curve and are cut in one piece.", "u1")
    f2 = (U, "The dragging of the knife is clearly noticeable.", "u1")
    f3 = (U, "I am happy to assist with a test if necessary. I use the Silhouette Cameo 4.", "u1")
    f5 = "What material are you trying to cut with the craft blade?  Somthing as \nthin as 0.5mm doesn't sound like what that blade is intended to cut."
    rec(P2_ISIL154, [t], f1[1], True, "ellipsis", [], "With the 3mm craft blade, inkscape-silhouette cuts curves badly, also polygons that describe a curve and are cut in one piece.", author="u1")
    # Names the blade and the extension in full (rule 1): a trap.
    rec(P2_ISIL154, [t, f1, f2, f3], P2_C_CRAFT, False, SAME, [], None, author="u1")
    rec(P2_ISIL154, [t, f1, f2, f3, (U, P2_C_CRAFT, "u1")], f5, True, "pronoun", ["the craft blade", "that blade"], "What material are you cutting with the Silhouette craft blade? 0.5mm thin material doesn't sound like what the craft blade is intended to cut.", author="u2")

    t = (U, "[Feature] - Add Tool Offset for aftermarket blades", "u1")
    g2 = (U, "The default inkscape plotter extension has the option to set an tool offset, but I could not find it in your extension.", "u1")
    g3 = (U, "Could the logic for the tool offset be imported into your extension?", "u1")
    g4 = (A, "@TestApp90 sure, that's a great idea. Any PR introducing such a feature is welcome :+1:", "u2")
    g6 = "It's just a matter of setting the correct offset for the tool."
    rec(P2_ISIL285, [t], P2_C_ROLAND, False, SAME, [], None, author="u1")
    rec(P2_ISIL285, [t, (U, P2_C_ROLAND, "u1")], g2[1], True, "pronoun", ["your extension"], "Inkscape's default plotter extension has a tool offset option, but I could not find one in inkscape-silhouette.", author="u1")
    # A general claim naming its subject (ruling before df36); a helper answering is assistant.
    rec(P2_ISIL285, [t, (U, P2_C_ROLAND, "u1"), g2, g3, g4], P2_C_GRAPHTEC, False, SAME, [], None, author="u3")
    rec(P2_ISIL285, [t, (U, P2_C_ROLAND, "u1"), g2, g3, g4, (A, P2_C_GRAPHTEC, "u3")], g6, True, "pronoun", ["It's", "the tool"], "Offsetting an aftermarket blade on a Silhouette cutter is just a matter of setting the correct offset for the tool, as Graphtec plotters handle blade offsets internally.", author="u3")

    t = (U, "Silhouette Portrait 4", "u1")
    h1 = (U, "Has anyone tested this plugin with a Silhouette Portrait 4?", "u1")
    h4 = (A, "@JoshCodeStuff I guess not yet - feel free to add your PR once you got one to add it to the list of supported devices :+1:", "u2")
    rec(P2_ISIL311, [t], h1[1], True, "pronoun", ["this plugin"], "Has anyone tested inkscape-silhouette with a Silhouette Portrait 4?", author="u1")
    rec(P2_ISIL311, [t, h1], P2_C_MARKET, False, SELF, [], None, author="u1")
    # A setup statement naming its own subject (ruling before df38): a trap.
    rec(P2_ISIL311, [t, h1, (U, P2_C_MARKET, "u1")], "I run Arch Linux as my daily driver.", False, SAME, [], None, author="u1")
    rec(P2_ISIL311, [t, h1, (U, P2_C_MARKET, "u1"), (U, "I run Arch Linux as my daily driver.", "u1")], h4[1], True, "pronoun", ["it"], "inkscape-silhouette has not been tested with a Silhouette Portrait 4 yet; once you have one, add a PR adding it to the list of supported devices.", author="u2")

    t = (U, "chante way mat loads for shillouete portrait", "u1")
    i1 = (U, "I'm using it with silhouette portrait and its hard to adjust the paper because the mat (or paper) its loaded different from the (windows soft Silhouette Studio).", "u1")
    i2 = (A, "Thank you, but I did not write the tool. I only forked it to add the Silhouette Portrait.", "u2")
    i3 = (A, "If I understand your request, you want to align your design using the upper left corner?", "u2")
    i4 = (U, "Yes I want the design to be cut starting at the upper left corner, that is the same way you see on the screen, feeding the cutter from the front.", "u1")
    i5 = "PD: another thing that could be nice its try to join the effort with the  project [inkcut](https://sourceforge.net/p/inkcut/feature-requests/)."
    rec(P2_RCUT2, [t], i1[1], True, "pronoun", ["it"], "I'm using robocut with a Silhouette Portrait and it's hard to adjust the paper because robocut loads the mat differently from the Windows Silhouette Studio.", author="u1")
    rec(P2_RCUT2, [t, i1, i2, i3, i4], i5, True, "ellipsis", ["another thing"], "Another thing that could be nice is for robocut to join efforts with the inkcut project on Silhouette cutter support.", author="u1")
    lend(P2_RCUT2, [t], P2_C_CRAFT, SAME, P2_ISIL154)

    t = (U, "RE - Cricut Documentation", "u1")
    j2 = "Some of it relates to the use of the built-in firmware, some might be helpful for developing custom firmware."
    # A complete statement naming its subject (rule 1): a trap in its own thread.
    rec(P2_FCUT4, [t], P2_C_REVENG, False, SAME, [], None, author="u1")
    rec(P2_FCUT4, [t, (U, P2_C_REVENG, "u1")], j2, True, "pronoun", ["Some of it"], "Some of the Cricut hardware reverse engineering documentation relates to the built-in firmware, some might help develop custom firmware like Freecut.", author="u1")
    lend(P2_FCUT4, [t], P2_C_GRAPHTEC, SAME, P2_ISIL285)
    lend(P2_FCUT4, [t], P2_C_MARKET, SELF, P2_ISIL311)
    lend(P2_FCUT4, [t, (U, P2_C_REVENG, "u1")], P2_C_FREEDS, SAME, P2_PPR343)

    t = (U, "SVG Export", "u1")
    k1 = (U, "It would be so awesome if this had a SVG export (or OA to SVG converter)", "u1")
    k2 = (U, "Most card cutting machines (e.g. Cricut/Scan-n-cut/etc.) can take SVG files, so this would let these machines cut the cards created in this software!", "u1")
    k3 = (U, "I second this; if it had an SVG tool, I could laser-cut cards like nobody's business!", "u2")
    k4 = "I'd love to see SVG export as well. :)"
    rec(P2_WOAC26, [t], k1[1], True, "pronoun", ["this"], "It would be awesome if webOAcard had an SVG export (or an OA to SVG converter).", author="u1")
    rec(P2_WOAC26, [t, k1, k2, k3], k4, True, "ellipsis", ["as well"], "I'd love to see SVG export in webOAcard as well.", author="u3")
    lend(P2_WOAC26, [t], P2_C_FORMATS, SAME, P2_PPR343)
    lend(P2_WOAC26, [t, k1], P2_C_ROLAND, SAME, P2_ISIL285)

    t = (U, "Cricut cut line files", "u1")
    l1 = (U, "* Generate files of cricut cut lines so owners can cut their stickers out with it\n* What is best format for that?", "u1")
    l3 = "SVG is the more natural fit since piecepackr already generates SVG output."
    rec(P2_PPR343, [t], l1[1], True, "ellipsis", ["that"], "piecepackr should generate Cricut cut-line files so owners can cut its stickers out; what is the best format for them?", author="u1")
    rec(P2_PPR343, [t, l1], P2_C_FORMATS, False, SAME, [], None, author="u1")
    # Names the project and the format in full (rule 1): a trap.
    rec(P2_PPR343, [t, l1, (U, P2_C_FORMATS, "u1")], l3, False, SAME, [], None, author="u1")
    rec(P2_PPR343, [t, l1, (U, P2_C_FORMATS, "u1"), (U, l3, "u1")], P2_C_FREEDS, False, SAME, [], None, author="u1")
    lend(P2_PPR343, [t], P2_C_ONLYINKCUT, SAME, P2_GRID469)

    t = (U, "Add support for vinyl cutter / plotter", "u1")
    m2 = (U, "Its development is also low due to limited interest. It's also limited in functionality.", "u1")
    m3 = "It would be nice to have this devices support in a well-maintained software."
    rec(P2_GRID469, [t], P2_C_ONLYINKCUT, False, SAME, [], None, author="u1")
    rec(P2_GRID469, [t, (U, P2_C_ONLYINKCUT, "u1")], m2[1], True, "pronoun", ["Its", "It's"], "Inkcut's development is also slow due to limited interest, and it is limited in functionality.", author="u1")
    rec(P2_GRID469, [t, (U, P2_C_ONLYINKCUT, "u1"), m2], m3, True, "pronoun", ["this devices support"], "It would be nice to have vinyl cutter / plotter support in a well-maintained software like Grid.Space.", author="u1")
    lend(P2_GRID469, [t], P2_C_CRAFT, SAME, P2_ISIL154)
    lend(P2_GRID469, [t, (U, P2_C_ONLYINKCUT, "u1")], P2_C_MARKET, SELF, P2_ISIL311)


def P2_steamdeck(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- Steam Deck homebrew: Decky Loader and its plugins after SteamOS and Steam client updates ----
    t = (U, "[BUG] After the Steam OS update, the plugin has disappeared.", "u1")
    a1 = (U, "I had the plugin installed and it was working correctly. After some updates to Steam OS, the Decky icon no longer appears, and the plugins don't work either.", "u1")
    a2 = (U, "### SteamOS version\n\nsteam os 3.6.8", "u1")
    a3 = (U, "### Backend Logs\n\ni cant see it", "u1")
    a4 = (U, "This happen to a friend of mine too. The last time this happen I reinstalled Decky and everything appeared again (all his pluggins).", "u2")
    a5 = (U, "Beta Steam OS and prerelease Decky this time. Last time he had Stabel Steam OS and Stable Decky", "u2")
    a6 = "You can fix it by updating  by decky to the release instead of the stable."
    rec(P2_DKL649, [t], a1[1], True, "pronoun", ["the plugin", "it"], "I had Decky Loader installed and working; after some SteamOS updates the Decky icon no longer appears, and the plugins don't work either.", author="u1")
    rec(P2_DKL649, [t, a1, a2, a3, a4, a5], a6, True, "pronoun", ["it"], "You can fix Decky Loader disappearing after a SteamOS update by updating Decky to the prerelease channel instead of stable.", author="u3")

    t = (U, "Decky missing after steam client update", "u1")
    b2 = (U, "Tried reinstalling multiple times and manually invoking the service but when running journalctl -u plugin_loader.service the log of \"Plugin loader isn't present in Steam anymore, reinjecting\" is thrown over and over.", "u1")
    b3 = (U, "Looks like the steamwebhelper is using 8080 which is probably why its not loading the service", "u1")
    b4 = "+1. After today preview update, the plugin section is not longer showing up on the right side menu."
    # Names the client version and the loader in full (rule 1): a trap.
    rec(P2_DKL141, [t], P2_S_PREVIEW, False, SAME, [], None, author="u1")
    # The command run is quoted with the log it printed (ruling before df37): a trap.
    rec(P2_DKL141, [t, (U, P2_S_PREVIEW, "u1")], b2[1], False, SAME, [], None, author="u1")
    rec(P2_DKL141, [t, (U, P2_S_PREVIEW, "u1"), b2], b3[1], True, "pronoun", ["the steamwebhelper", "its", "the service"], "Since the Steam preview update, steamwebhelper is using port 8080, which is probably why Decky Loader's plugin_loader service is not loading.", author="u1")
    rec(P2_DKL141, [t, (U, P2_S_PREVIEW, "u1"), b2, b3], b4, True, "ellipsis", ["+1", "the plugin section"], "After today's Steam preview update, Decky Loader's plugin section no longer shows up on the Steam Deck's right side menu for me either.", author="u2")
    lend(P2_DKL141, [t], P2_S_CSSINIT, SAME, P2_CSSL78)

    t = (U, "Decky Loader disappeared on Steam restart", "u1")
    c2 = (U, "**Additional context**\nHave you modified the read-only filesystem at any point?  \nNo.", "u1")
    c3 = (A, "This is a known bug, restart the deck fully and decky will re-inject properly.", "u2")
    c4 = (U, "@TrainDoctor i restarted Steamdeck a lot of times and the issue remain. It dont solve my issue.", "u3")
    c5 = "@helliongame please give the latest pre-release of decky a try, it fixes an issue with the system configured locale that could be related to your issue."
    rec(P2_DKL279, [t], P2_S_RESTART, False, SAME, [], None, author="u1")
    rec(P2_DKL279, [t, (U, P2_S_RESTART, "u1")], c2[1], True, "ellipsis", [], "I have not modified my Steam Deck's read-only filesystem, yet Decky Loader disappeared when I restarted Steam.", author="u1")
    rec(P2_DKL279, [t, (U, P2_S_RESTART, "u1"), c2, c3, c4], c5, True, "pronoun", ["your issue"], "Try the latest Decky Loader pre-release: it fixes an issue with the system-configured locale that could be why Decky stays missing after restarts.", author="u2")
    lend(P2_DKL279, [t], P2_S_TDP, SAME, P2_SDTDP80)

    t = (U, "Decky loader not working", "u1")
    d2 = (U, "After testing it on beta. It works fine", "u1")
    d3 = (U, "On beta here and after updating to the newest version decky disappeared from qam. Using prerelease, latest version.", "u2")
    d4 = (U, "And it's back after going to desktop and back. Not sure what happened.", "u2")
    d5 = (A, "@ncanavan @KrOOb-5 please give the latest stable release a try on Stable SteamOS and grab logs via ``cd ~ && journalctl -b0 -u plugin_loader.service``.", "u3")
    d6 = "We can't debug much without these logs. Thanks."
    rec(P2_DKL261, [t], d2[1], True, "pronoun", ["it", "It"], "After testing Decky Loader on the SteamOS beta channel, it works fine.", author="u1")
    rec(P2_DKL261, [t, d2, d3, d4, d5], d6, True, "pronoun", ["these logs"], "We can't debug Decky Loader not working without its plugin_loader service logs.", author="u3")
    lend(P2_DKL261, [t], P2_S_RECENT, SAME, P2_SDHAC34)

    t = (U, "Installation doesn\u2019t look to have failed but doesn\u2019t seem to have worked", "u1")
    h1 = (U, "I went to desktop mode and typed the install command given on this projects main page the curl -L stuff.", "u1")
    h2 = (U, "After entering the password it looked to do things and no errors were given.", "u1")
    h3 = (U, "I returned to gaming mode however and nothing has changed, reboot, and still no change", "u1")
    h4 = (U, "I am unsure how to begin troubleshooting this.", "u1")
    h5 = "Same issue here. Latest decky release on 3.4.4"
    rec(P2_DKL309, [t], h1[1], True, "pronoun", ["this projects main page"], "I went to desktop mode on my Steam Deck and typed the curl -L install command from Decky Loader's main page.", author="u1")
    rec(P2_DKL309, [t, h1, h2, h3, h4], h5, True, "ellipsis", ["Same issue"], "Decky Loader's latest release installs without errors but doesn't show up for me either, on SteamOS 3.4.4.", author="u2")
    lend(P2_DKL309, [t], P2_S_HOLOISO, SAME, P2_CSSD23)

    t = (U, "CSS Loader failed to Initialize", "u1")
    e2 = (U, "It says to try restarting the steam deck, which I've tried a few times.", "u1")
    e3 = (U, "I've also tried uninstalling and reinstalling CSS Loader.", "u1")
    e4 = (A, "Can you get the backend logs for me?", "u2")
    e5 = (A, "Version on the store currently does not function due to CI issue's on decky's side. Please stand by", "u2")
    e55 = (U, "Are there any clues to when will it work again?", "u3")
    e6 = "You can download the previous version (1.5.2), that should still work"
    rec(P2_CSSL78, [t], P2_S_CSSINIT, False, SELF, [], None, author="u1")
    rec(P2_CSSL78, [t, (U, P2_S_CSSINIT, "u1")], e2[1], True, "pronoun", ["It"], "CSS Loader's failed-to-initialize message says to try restarting the Steam Deck, which I've tried a few times.", author="u1")
    rec(P2_CSSL78, [t, (U, P2_S_CSSINIT, "u1"), e2, e3, e4, e5, e55], e6, True, "ellipsis", ["the previous version"], "You can download CSS Loader's previous version (1.5.2), which should still work while the store version is broken.", author="u2")

    t = (U, "cssloader failed to initialize", "u1")
    f1 = (U, "I went to grab some themes and it wasn't connecting to the database for themes and when i exited it said the plugin failed to initialize it seemed to also affect Audio Loader whatever it was", "u1")
    f2 = (A, "Please be more specific in what happens. What are the steps to reproduce? What do you see? What steamos and decky version do you run?", "u2")
    f4 = (U, "so is there a way to downgrade decky to the point before it broke the loaders without sudo", "u1")
    rec(P2_CSSL44, [t], f1[1], True, "pronoun", ["it", "the plugin"], "CSS Loader wasn't connecting to its themes database, and when I exited it said it failed to initialize; it also seemed to affect Audio Loader.", author="u1")
    # A general claim naming everything it is about (rulings before df36): a trap.
    rec(P2_CSSL44, [t, f1, f2], P2_S_BROKEN, False, SAME, [], None, author="u2")
    rec(P2_CSSL44, [t, f1, f2, (A, P2_S_BROKEN, "u2")], f4[1], True, "pronoun", ["the point", "it", "the loaders"], "Is there a way to downgrade Decky Loader to before it broke CSS Loader and Audio Loader, without sudo?", author="u1")
    lend(P2_CSSL44, [t], P2_S_RESTART, SAME, P2_DKL279)

    t = (U, "Linux Support Locked to Steam Deck Only?", "u1")
    i1 = (U, "I see that Windows has a standalone version of this, but is the Linux version only for Steam Deck's specific distribution of Linux?", "u1")
    i3 = (A, "No, you should be able to run Decky Loader on linux desktop just fine. Do you have any error logs for that?", "u2")
    i4 = (A, "For windows, we have the standalone version because Decky is not available on windows.", "u2")
    rec(P2_CSSD23, [t], i1[1], True, "pronoun", ["this", "the Linux version"], "CSS Loader has a standalone Windows version; is its Linux version only for the Steam Deck's own Linux distribution?", author="u1")
    rec(P2_CSSD23, [t, i1], P2_S_HOLOISO, False, SAME, [], None, author="u1")
    rec(P2_CSSD23, [t, i1, (U, P2_S_HOLOISO, "u1")], i3[1], True, "ellipsis", ["No", "that"], "You should be able to run Decky Loader on desktop Linux just fine; do you have error logs for Decky Loader failing on HoloISO?", author="u2")
    # "it" is Decky of the same sentence (rule 2): a trap.
    rec(P2_CSSD23, [t, i1, (U, P2_S_HOLOISO, "u1"), i3, i4], P2_S_THROUGH, False, SELF, [], None, author="u2")
    lend(P2_CSSD23, [t], P2_S_PREVIEW, SAME, P2_DKL141)

    t = (U, "CSSLoader preventing SteamDeck Quick Settings from showing", "u1")
    j1 = "I recently opened up my steamdeck and for some reason with it enabled it makes the quick setting tab not open."
    rec(P2_CSSD54, [t], j1, True, "pronoun", ["it"], "With CSSLoader enabled, my Steam Deck's quick settings tab does not open.", author="u1")
    lend(P2_CSSD54, [t], P2_S_BROKEN, SAME, P2_CSSL44)
    lend(P2_CSSD54, [t], P2_S_RESTART, SAME, P2_DKL279)
    lend(P2_CSSD54, [t, (U, j1, "u1")], P2_S_RECENT, SAME, P2_SDHAC34)
    lend(P2_CSSD54, [t, (U, j1, "u1")], P2_S_TDP, SAME, P2_SDTDP80)

    t = (U, "SimpleDeckyTDP doesn't work anymore on Steam Deck LCD and OLED with Decky Loader ver 3.1.10", "u1")
    g2 = (U, "I tested on LCD and one Oled model, i have another oled model with previous Simple Decky and it works.", "u1")
    g3 = (A, "hrmm, first I want to make sure that the way you set TDP/GPU hasn't changed.", "u2")
    g4 = (A, "can you try setting TDP via the steam QAM, and then run the following to see if the number matches?", "u2")
    g5 = "For example, if you set 12W TDP, it should show the number `12,000,000`"
    rec(P2_SDTDP80, [t], P2_S_TDP, False, SAME, [], None, author="u1")
    rec(P2_SDTDP80, [t, (U, P2_S_TDP, "u1")], g2[1], True, "ellipsis", [], "SimpleDeckyTDP fails on a Steam Deck LCD and one OLED with Decky Loader 3.1.10, while another OLED with the previous SimpleDeckyTDP works.", author="u1")
    rec(P2_SDTDP80, [t, (U, P2_S_TDP, "u1"), g2, g3, g4], g5, True, "ellipsis", ["it"], "If you set a 12W TDP on the Steam Deck, the hwmon power cap should show `12,000,000`.", author="u2")
    lend(P2_SDTDP80, [t], P2_S_THROUGH, SELF, P2_CSSD23)

    t = (U, "Plugin Not Loading w/ 2/17 Beta Update [Update Needed]", "u1")
    l2 = "Decky Loader v2.5.4 fixes the issue, however, the plugin needs to be updated and tested to fix the issue."
    rec(P2_SDHAC34, [t], P2_S_RECENT, False, SAME, [], None, author="u1")
    rec(P2_SDHAC34, [t, (U, P2_S_RECENT, "u1")], l2, True, "pronoun", ["the issue", "the plugin"], "Decky Loader v2.5.4 fixes plugins using external web pages after the 2/17 Steam Deck beta, but SDH-AnimationChanger needs to be updated and tested for it.", author="u1")
    lend(P2_SDHAC34, [t], P2_S_CSSINIT, SAME, P2_CSSL78)
    lend(P2_SDHAC34, [t], P2_S_PREVIEW, SAME, P2_DKL141)
    lend(P2_SDHAC34, [t, (U, P2_S_RECENT, "u1")], P2_S_HOLOISO, SAME, P2_CSSD23)


def P2_meters(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- utility meters read by radio: rtlamr with an RTL-SDR dongle, bridged into Home Assistant over MQTT ----
    t = (U, "Itron 500G stopped working", "u1")
    a1 = (U, "I have a Itron 500G gas meter and it was working fine for more than a year.", "u1")
    a2 = (U, "Suddenly at 2am in the morning of November 2, 2023 I stopped receiving any reading from it as well as any of the neighbors' readings.", "u1")
    a3 = (U, "At first I was blaming the SDR dongle and even bought a new one, but it did not help.", "u1")
    a4 = (A, "what was your setup for reading it? I wonder if it got switch to only broadcast on demand?", "u2")
    # "working fine" is rtlamr reading it, which only the thread gives (rule 1): a follow-up.
    rec(P2_RAMR292, [t], a1[1], True, "ellipsis", [], "Reading my Itron 500G gas meter with rtlamr worked fine for more than a year.", author="u1")
    rec(P2_RAMR292, [t, a1], a2[1], True, "pronoun", ["it"], "Since 2am on November 2, 2023, rtlamr receives no reading from my Itron 500G gas meter, nor any of the neighbors' readings.", author="u1")
    rec(P2_RAMR292, [t, a1, a2], a3[1], True, "ellipsis", ["the SDR dongle"], "I first blamed my RTL-SDR dongle for rtlamr losing my Itron 500G readings and bought a new one, but it did not help.", author="u1")
    # An answer to the question before it, a complete sentence naming its subject (ruling before df36): a trap.
    rec(P2_RAMR292, [t, a1, a2, a3, a4], P2_M_DONGLE, False, SAME, [], None, author="u1")
    lend(P2_RAMR292, [t], P2_M_RPI4, SELF, P2_RA2M244)

    t = (U, "No data packets being received (I think?)", "u1")
    b4 = (U, "Is there anything I am doing noticeably wrong?  Thank you", "u1")
    b5 = (A, "Sensus meters are generally not supported.", "u2")
    b6 = "You're not seeing messages because your meter likely uses a protocol other than ERT."
    rec(P2_RAMR147, [t], P2_M_SENSUS, False, SAME, [], None, author="u1")
    # Names the project and says in full what happened (rule 1): a trap.
    rec(P2_RAMR147, [t, (U, P2_M_SENSUS, "u1")], P2_M_24H, False, SAME, [], None, author="u1")
    rec(P2_RAMR147, [t, (U, P2_M_SENSUS, "u1"), (U, P2_M_24H, "u1")], b4[1], True, "ellipsis", [], "Is there anything I am doing noticeably wrong running rtl_tcp and rtlamr for my Sensus iPERL water meter?", author="u1")
    # Supported by what is left to the thread (ruling before df36's "leaves out a subject only the thread gives").
    rec(P2_RAMR147, [t, (U, P2_M_SENSUS, "u1"), (U, P2_M_24H, "u1"), b4], b5[1], True, "ellipsis", [], "Sensus meters are generally not supported by rtlamr.", author="u2")
    rec(P2_RAMR147, [t, (U, P2_M_SENSUS, "u1"), (U, P2_M_24H, "u1"), b4, b5], b6, True, "pronoun", ["your meter"], "rtlamr shows no messages for a Sensus iPERL water meter because it likely uses a protocol other than ERT.", author="u2")

    t = (U, "No data or \"meters\" showing up in HA", "u1")
    c1 = (U, "After setting up the Home Assistant add-on and configuring it as shows in the docs, I am not getting a sensor in HA.", "u1")
    c2 = "In Mosquitto I listened for \"rtlamr/status\" and got \"online\", but I'm not getting anything when I listen for \"rtlamr/gas_meter/state\"."
    rec(P2_RA2M129, [t], c1[1], True, "pronoun", ["the Home Assistant add-on", "the docs"], "After setting up the rtlamr2mqtt Home Assistant add-on as its docs show, I am not getting a sensor in Home Assistant.", author="u1")
    rec(P2_RA2M129, [t, c1], c2, True, "ellipsis", [], "In Mosquitto, rtlamr2mqtt's rtlamr/status says online, but nothing arrives on rtlamr/gas_meter/state for my gas meter.", author="u1")
    lend(P2_RA2M129, [t], P2_M_DONGLE, SAME, P2_RAMR292)
    lend(P2_RA2M129, [t, c1], P2_M_IDS, SAME, P2_JDRA11)

    t = (U, "Node found, debug seen, status = offline", "u1")
    d1 = (U, "Using built in HASS-addon (thank you) connected to remote node, successfully pulling lots of data. I can see ALL my neighbors.", "u1")
    d2 = (U, "I've clearly identified which node is mine (The last consumption count matches the value on the meter), and added it to the config.", "u1")
    d3 = "However, \"rtlamr/status\" always shows as offline, and nothing is appearing for useful data in HA."
    rec(P2_RA2M144, [t], d1[1], True, "ellipsis", ["built in HASS-addon"], "Using rtlamr2mqtt's Home Assistant add-on connected to a remote rtl_tcp node, I successfully pull lots of meter data and can see all my neighbors.", author="u1")
    rec(P2_RA2M144, [t, d1], d2[1], True, "pronoun", ["it", "the config"], "I identified which meter is mine (its last consumption count matches the meter) and added it to rtlamr2mqtt's config.", author="u1")
    rec(P2_RA2M144, [t, d1, d2], d3, True, "ellipsis", ["However"], "Even with my meter in rtlamr2mqtt's config, rtlamr/status always shows offline and nothing useful appears in Home Assistant.", author="u1")
    lend(P2_RA2M144, [t, d1], P2_M_NOTWIRELESS, SAME, P2_GREL4)

    t = (U, "Seeing devices in log but not in MQTT", "u1")
    e2 = "I see what looks like the SDR picking up meters:"
    # "this" is the rtlamr2mqtt named in the same sentence (rule 2): a trap.
    rec(P2_RA2M244, [t], P2_M_RPI4, False, SELF, [], None, author="u1")
    rec(P2_RA2M244, [t, (U, P2_M_RPI4, "u1")], e2, True, "ellipsis", ["the SDR"], "rtlamr2mqtt's log shows what looks like my RTL-SDR picking up meters, yet nothing reaches MQTT.", author="u1")
    lend(P2_RA2M244, [t], P2_M_24H, SAME, P2_RAMR147)
    lend(P2_RA2M244, [t, (U, P2_M_RPI4, "u1")], P2_M_SENSUS, SAME, P2_RAMR147)

    t = (U, "Addon Support", "u1")
    f1 = (U, "I love that you figured this out to work with my same water meter.", "u1")
    f2 = (U, "Before I go buying anything, I saw you wanted to make a plugin for HA and was wondering if [this](https://community.home-assistant.io/t/home-assistant-add-on-amr2mqtt/378196) plugin would work?", "u1")
    f3 = (U, "thanks for posting your code! I used it for awhile with just my water meter.", "u2")
    f4 = (U, "Eventually I figured out how to get my gas meter in too and I started using [this](https://github.com/allangood/rtlamr2mqtt) add-on", "u2")
    f5 = (U, "Since you have the same water meter, what model gas meter do you have?", "u1")
    f6 = "Mine is an older AC-250 with a GasLX module, which seems it might have a proprietary signal."
    rec(P2_GWM1, [t], f1[1], True, "pronoun", ["this", "my same water meter"], "I love that gunnaraas/watermeter reads the same water meter model as mine with an RTL-SDR.", author="u1")
    rec(P2_GWM1, [t, f1], f2[1], True, "ellipsis", [], "Would the amr2mqtt Home Assistant add-on work for reading my water meter, instead of making a plugin from gunnaraas/watermeter?", author="u1")
    rec(P2_GWM1, [t, f1, f2, f3, f4, f5], f6, True, "pronoun", ["Mine"], "My gas meter, which rtlamr does not find, is an older AC-250 with a GasLX module that might have a proprietary signal.", author="u1")

    t = (U, "rtlamr", "u1")
    g3 = (A, "I am familiar with the rtlamr project, and I've used it to listen in on my water meter: https://irrational.net/2019/03/26/tracking-down-a-water-leak/", "u2")
    # A whole thread of complete sentences naming their subjects (rule 1; ruling before df36): traps.
    rec(P2_GREL4, [t], P2_M_SEENIT, False, SELF, [], None, author="u1")
    rec(P2_GREL4, [t, (U, P2_M_SEENIT, "u1")], P2_M_HOPING, False, SAME, [], None, author="u1")
    rec(P2_GREL4, [t, (U, P2_M_SEENIT, "u1"), (U, P2_M_HOPING, "u1")], g3[1], False, SELF, [], None, author="u2")
    rec(P2_GREL4, [t, (U, P2_M_SEENIT, "u1"), (U, P2_M_HOPING, "u1"), g3], P2_M_EALAN, False, SAME, [], None, author="u2")
    rec(P2_GREL4, [t, (U, P2_M_SEENIT, "u1"), (U, P2_M_HOPING, "u1"), g3, (A, P2_M_EALAN, "u2")], P2_M_NOTWIRELESS, False, SAME, [], None, author="u2")

    t = (U, "Feature for Hexidecimel IDs re-opened", "u1")
    h1 = (U, "I have a meter that the letter 'A' in its ID, which isn't compatible with this library's config schema.", "u1")
    h2 = (U, "Running the addon with no config `[]` only results in LL+ messages being dumped to the console.", "u1")
    h3 = (U, "Never mind, with a few experiments, I was able to discover that the ID for my meter is different than what is on the label.", "u1")
    h4 = "I found that it is indeed an 8 digit numerical id."
    rec(P2_AAMR116, [t], h1[1], True, "pronoun", ["this library's"], "My utility meter has the letter 'A' in its ID, which isn't compatible with the amr2mqtt add-on's config schema.", author="u1")
    rec(P2_AAMR116, [t, h1], h2[1], True, "pronoun", ["the addon"], "Running the amr2mqtt add-on with no meter config `[]` only dumps LL+ messages to the console.", author="u1")
    rec(P2_AAMR116, [t, h1, h2, h3], h4, True, "pronoun", ["it"], "My meter's radio ID for amr2mqtt is indeed an 8-digit numerical ID.", author="u1")
    lend(P2_AAMR116, [t], P2_M_HOPING, SAME, P2_GREL4)

    t = (U, "scm+ gas meter not being stored in mqtt with proper id", "u1")
    i1 = (U, "I'm trying to get my gas meter readings into HA and I know that rtlamr can see them, as I've run it elsewhere to verify.", "u1")
    i3 = (A, "That is strange. I have two meters and works fine.", "u2")
    i4 = "Make sure no space between the IDs in the config: id1,id2"
    rec(P2_JDRA11, [t], i1[1], True, "ellipsis", ["elsewhere"], "I'm trying to get my scm+ gas meter readings into Home Assistant with the RTLAMR2MQQT add-on; rtlamr itself sees them, as I verified running it outside the add-on.", author="u1")
    rec(P2_JDRA11, [t, i1], P2_M_IDS, False, SAME, [], None, author="u1")
    rec(P2_JDRA11, [t, i1, (U, P2_M_IDS, "u1")], i3[1], True, "pronoun", ["That"], "An scm+ gas meter stored in MQTT without its proper ID is strange; RTLAMR2MQQT works fine for my two meters.", author="u2")
    rec(P2_JDRA11, [t, i1, (U, P2_M_IDS, "u1"), i3], i4, True, "pronoun", ["the config"], "Make sure there is no space between the meter IDs in RTLAMR2MQQT's config: id1,id2.", author="u2")
    lend(P2_JDRA11, [t], P2_M_EALAN, SAME, P2_GREL4)


def P2_remarkable(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- e-paper note tablets: reMarkable cloud sync across tablet software updates ----
    t = (U, "rmapi out of sync? (most probably cloud problem of remarkable)", "u1")
    a2 = (A, "if 1.5 is used then the first request is:\n`https://service-manager-production-dot-remarkable-production.appspot.com:443/service/json/1/blob-storage?environment=production&group=xxx&apiVer=1`", "u2")
    a4 = (U, "With scopes of the auth token you mean the SECRET in `auth0%SECRET`?", "u1")
    a5 = (U, "I'm not sure if it is something in my power to change if I belong to a XoApp 1.0 or XoApp 1.5 server.", "u1")
    a6 = "Is there a \"heavy\" syncing client which keeps a local copy already? Or do I have to write it myself?"
    # A general claim naming its subject ("rm", the tablet) in full (ruling before df36): a trap.
    rec(P2_RMAPI187, [t], P2_R_2PROTO, False, SAME, [], None, author="u2")
    rec(P2_RMAPI187, [t, (A, P2_R_2PROTO, "u2")], a2[1], True, "ellipsis", ["1.5"], "If reMarkable's XoApp 1.5 sync protocol is used, the first request goes to the service-manager blob-storage URL with apiVer=1.", author="u2")
    rec(P2_RMAPI187, [t, (A, P2_R_2PROTO, "u2"), a2], P2_R_LOGIN, False, SAME, [], None, author="u1")
    rec(P2_RMAPI187, [t, (A, P2_R_2PROTO, "u2"), a2, (U, P2_R_LOGIN, "u1")], a4[1], True, "ellipsis", ["scopes of the auth token"], "By the scopes of rmapi's reMarkable auth token, do you mean the SECRET in `auth0%SECRET`?", author="u1")
    rec(P2_RMAPI187, [t, (A, P2_R_2PROTO, "u2"), a2, (U, P2_R_LOGIN, "u1"), a4, a5], a6, True, "ellipsis", ["already"], "Is there already a \"heavy\" reMarkable cloud syncing client, unlike rmapi, which keeps a local copy, or do I have to write it myself?", author="u1")

    t = (U, "GetAllItems request failed with status code Unauthorized", "u1")
    b1 = (A, "From the log, the first run at 9:20 looks like it was not configured correctly as the device token was missing.", "u2")
    b2 = (A, "It then tried to use the session token to get the file list data from the cloud but that failed with an Unauthorized error.", "u2")
    b3 = (A, "I'm suspecting that the issue the same as [this issue here](https://github.com/juruen/rmapi/issues/187), where remarkable apparently has 2 api now.", "u2")
    b4 = (A, "Newer users might be on the new API while older users are still on the original API.", "u2")
    b5 = (A, "I will have a go at it but I suggest stick to ssh for now.", "u2")
    b6 = "Thank you for having a look. The App is EXCELLENT and I appreciate all your efforts."
    rec(P2_RMSYNC28, [t], b1[1], True, "pronoun", ["the log", "it"], "From reMarkableSync's log, the first run at 9:20 was not configured correctly, as the reMarkable device token was missing.", author="u2")
    rec(P2_RMSYNC28, [t, b1], b2[1], True, "pronoun", ["It", "that"], "reMarkableSync then used the session token to get the file list from the reMarkable cloud, which failed with an Unauthorized error.", author="u2")
    rec(P2_RMSYNC28, [t, b1, b2, b3, b4, b5], b6, True, "pronoun", ["The App"], "Thank you for looking at reMarkableSync's Unauthorized error; reMarkableSync is excellent.", author="u1")

    t = (U, "Can't fetch. Error getting notebook structure.", "u1")
    c2 = (U, "Recently the remarkable updated to the new version 3.12.4.4 \nAnd since then it cannot sync anymore wiht Onenote and delivers always the same error.", "u1")
    c3 = (U, "\"error getting notebook structure from Remarkable. Unable to get document tree from cloud\"", "u1")
    c4 = (U, "I have the same issue - i used this Version [4.0.0-beta](https://github.com/SaWey/reMarkableSync/releases/tag/4.0.0-beta)\n(Remarkable 2 Version 3.13.2.0 )", "u2")
    c5 = (A, "It seems the API URLs have changed again.\nConnecting over SSH should probably still work.", "u3")
    c6 = "Hi not very very savvy here, but how would one do that, if it's not too involved an andwer to relate? Thanks!"
    # What the user's device did with the project, the project left out (ruling before df37): a follow-up.
    rec(P2_RMSYNC57, [t], P2_R_RM2, True, "ellipsis", [], "My reMarkable 2 was synced with OneNote through reMarkableSync.", author="u1")
    rec(P2_RMSYNC57, [t, (U, P2_R_RM2, "u1")], c2[1], True, "pronoun", ["the remarkable", "it"], "Since my reMarkable updated to version 3.12.4.4, reMarkableSync cannot sync it with OneNote anymore and always gives the same error.", author="u1")
    rec(P2_RMSYNC57, [t, (U, P2_R_RM2, "u1"), c2, c3, c4, c5], c6, True, "pronoun", ["that"], "How would one connect reMarkableSync to the reMarkable over SSH, if it's not too involved to explain?", author="u4")

    t = (U, "Remapy has stopped synchronizing with remarkable cloud", "u1")
    d2 = (U, "It seems to log in and says that is is syncing all documents, but does not update any local files.", "u1")
    d3 = (U, "Is this a common issue?  Thanks a lot!  I love the project.", "u1")
    d4 = (A, "There was a bug with the url recently and sync still works for me -can you please try to rename the .remapy folder in your home directory and setup everything else?", "u2")
    d5 = "I completely deleted remapy as well as my .remapy folder."
    rec(P2_REMAPY47, [t], P2_R_REMAPY, False, SAME, [], None, author="u1")
    rec(P2_REMAPY47, [t, (U, P2_R_REMAPY, "u1")], d2[1], True, "pronoun", ["It"], "remapy seems to log in to the reMarkable cloud and says it is syncing all documents, but does not update any local files.", author="u1")
    rec(P2_REMAPY47, [t, (U, P2_R_REMAPY, "u1"), d2], d3[1], True, "pronoun", ["this"], "Is remapy no longer syncing with the reMarkable cloud a common issue?", author="u1")
    # A measure taken against the thread's problem, tied to the turn before (ruling before df38).
    rec(P2_REMAPY47, [t, (U, P2_R_REMAPY, "u1"), d2, d3, d4], d5, True, "ellipsis", [], "I completely deleted remapy and my .remapy folder, yet after reinstalling it still does not sync new changes from the reMarkable cloud.", author="u1")
    lend(P2_REMAPY47, [t], P2_R_REMUX, SAME, P2_RMKIT188)

    t = (U, "[remux] Remarkable 1 stop syncing after remux service activation", "u1")
    e2 = (U, "The only way I found to recover synchronization is installing a firmware update.", "u1")
    e3 = (U, "Anyone else with the same issue?", "u1")
    e4 = (A, "It looks like you also opened an issue on toltec for this. Is the issue with toltec or remux?", "u2")
    e5 = (A, "is this the same as https://github.com/rmkit-dev/rmkit/issues/183#issuecomment-1324698729 ?", "u3")
    e55 = (U, "Yes, i was not able to find a similar issue searching on the web.\nI try to apply the solution described there.", "u1")
    e6 = "The solution there should be automatically applied with toltec at this point."
    rec(P2_RMKIT188, [t], P2_R_REMUX, False, SAME, [], None, author="u1")
    rec(P2_RMKIT188, [t, (U, P2_R_REMUX, "u1")], e2[1], True, "ellipsis", ["recover synchronization"], "The only way I found to make my reMarkable 1 sync with the cloud again after activating remux is installing a firmware update.", author="u1")
    rec(P2_RMKIT188, [t, (U, P2_R_REMUX, "u1"), e2], e3[1], True, "ellipsis", ["the same issue"], "Does anyone else's reMarkable 1 stop syncing with the cloud after remux is activated?", author="u1")
    rec(P2_RMKIT188, [t, (U, P2_R_REMUX, "u1"), e2, e3, e4, e5, e55], e6, True, "pronoun", ["The solution there"], "The fix from rmkit issue #183 for remux breaking reMarkable cloud sync should be applied automatically when remux is installed with toltec by now.", author="u2")

    t = (A, "Update rmapi to v0.0.25", "u1")
    f1 = (A, "* Fixes the issue authenticating to the Remarkable API.\n* Speeds up building the document tree on startup.", "u1")
    f2 = (U, "This seems to work \U0001f973", "u2")
    f3 = (A, "Please be careful running this with software version 3.x.", "u1")
    f4 = (A, "During my testing, I encountered some strange behavior, which is why I haven't merged this PR yet.", "u1")
    f5 = (U, "yep, but it seems to work on my end :)", "u2")
    f6 = "rmapi `v0.0.25` fixed the problems that I observed."
    # The maintainer opens the pull request: assistant u1 (as df38's maintainer-opened issues).
    rec(P2_RMPKT21, [t], f1[1], True, "ellipsis", [], "Updating RemarkablePocket's rmapi to v0.0.25 fixes authenticating to the reMarkable API and speeds up building the document tree on startup.", author="u1")
    rec(P2_RMPKT21, [t, f1], f2[1], True, "pronoun", ["This"], "RemarkablePocket with rmapi v0.0.25 seems to work.", author="u2")
    rec(P2_RMPKT21, [t, f1, f2, f3, f4, f5], f6, True, "pronoun", ["the problems that I observed"], "rmapi v0.0.25 fixed the strange behavior I observed with RemarkablePocket on reMarkable software 3.x.", author="u1")

    # A title alone (the excerpt held only a request trace): lent rows only.
    t = (U, "failed to build documents tree, last error: failed to fetch document tree request failed with status 500", "u1")
    lend(P2_RMAPI274, [t], P2_R_REMAPY, SAME, P2_REMAPY47)
    lend(P2_RMAPI274, [t], P2_R_REMUX, SAME, P2_RMKIT188)


def P2_gbcarts(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- Game Boy cartridges: dumping and reflashing GB and GBA carts with USB cart readers, Game Boy Camera saves ----
    t = (U, "a compatible flash cartiage could not be auto-detected", "u1")
    a1 = (U, "I try to write rom to my gba cartiage but it keep popping this up", "u1")
    a2 = (A, "Can you please send a picture of your GBxCart with the cart plugged in, cartridge (preferably opened to identify the flash chip) and screenshot of the FlashGBX GUI?", "u2")
    a4 = (U, "where can i find those", "u1")
    a5 = "All modern cheap bootleg/clone cartridges fit the bill, you can check AliExpress if you want something to fiddle with."
    rec(P2_FGBX108, [t], a1[1], True, "pronoun", ["it", "this"], "When I try to write a ROM to my GBA cartridge, FlashGBX keeps saying a compatible flash cartridge could not be auto-detected.", author="u1")
    # A general claim naming its subject (ruling before df36): a trap.
    rec(P2_FGBX108, [t, a1, a2], P2_G_MASKROM, False, SAME, [], None, author="u2")
    rec(P2_FGBX108, [t, a1, a2, (A, P2_G_MASKROM, "u2")], a4[1], True, "pronoun", ["those"], "Where can I find reflashable GBA flash cartridges to write ROMs to with FlashGBX?", author="u1")
    rec(P2_FGBX108, [t, a1, a2, (A, P2_G_MASKROM, "u2"), (U, a4[1], "u1")], a5, True, "ellipsis", ["fit the bill"], "All modern cheap bootleg/clone GBA cartridges are reflashable with FlashGBX; check AliExpress for something to fiddle with.", author="u2")

    t = (U, "Can't detected AGB-E02-20", "u1")
    b1 = (U, "Pok\u00e9mon LeafGreen Version(JP)", "u1")
    b2 = (A, "Hi, can you try again with the latest version of FlashGBX?", "u2")
    b3 = (A, "If it still doesn\u2019t work, try to clean the cartridge contacts very thoroughly.", "u2")
    b5 = "Hi, I have cleaned the cartridge contacts contacts with alcohol\uff0cthen used FlashGBX v3.7.\nIT still doesn\u2019t work."
    rec(P2_FGBX35, [t], b1[1], True, "ellipsis", [], "FlashGBX can't detect my Japanese Pok\u00e9mon LeafGreen cartridge (board AGB-E02-20).", author="u1")
    rec(P2_FGBX35, [t, b1], b2[1], True, "ellipsis", ["again"], "Can you try detecting your Japanese Pok\u00e9mon LeafGreen cartridge again with the latest version of FlashGBX?", author="u2")
    # A complete first-person report naming every subject; "it" is the cartridge of the same sentence (rule 2).
    rec(P2_FGBX35, [t, b1, b2, b3], P2_G_LEAFGREEN, False, SELF, [], None, author="u2")
    # A measure taken against the thread's problem (ruling before df38): a follow-up.
    rec(P2_FGBX35, [t, b1, b2, b3, (A, P2_G_LEAFGREEN, "u2")], b5, True, "ellipsis", ["IT"], "I cleaned my Pok\u00e9mon LeafGreen cartridge's contacts with alcohol and used FlashGBX v3.7, but it still can't detect the cartridge.", author="u1")

    t = (U, "FlashGBX No device found when trying to connect.", "u1")
    c2 = (U, "The issue is that the software can't see the GBx board.", "u1")
    c3 = (U, "it shows up in device manager as COM1, so i dunno where the issue is.", "u1")
    c4 = (U, "Running windows 11 and installed the drivers for the CH340.", "u1")
    c5 = (U, "This worked previously on my windows 10 machine with FlashGBX 2.8.", "u1")
    c6 = "Seems fine and I see no damage. Can you try some different USB data cables and USB ports? Just to be sure!"
    rec(P2_FGBX69, [t], P2_G_GBXV14, False, SAME, [], None, author="u1")
    rec(P2_FGBX69, [t, (U, P2_G_GBXV14, "u1")], c2[1], True, "pronoun", ["The issue", "the software", "the GBx board"], "The latest FlashGBX can't see my GBxCart RW v1.4 board.", author="u1")
    rec(P2_FGBX69, [t, (U, P2_G_GBXV14, "u1"), c2], c3[1], True, "pronoun", ["it", "the issue"], "My GBxCart RW v1.4 shows up in Windows Device Manager as COM1, yet FlashGBX finds no device.", author="u1")
    rec(P2_FGBX69, [t, (U, P2_G_GBXV14, "u1"), c2, c3, c4, c5], c6, True, "ellipsis", ["Seems fine"], "Your GBxCart RW seems undamaged; try different USB data cables and ports to see if FlashGBX then finds it.", author="u2")

    t = (U, "Pokemon FireRed save type not being correctly found", "u1")
    d1 = (U, "I bought a legitimate Pokemon FireRed cart a while ago, and it does not seem to detect the save type.", "u1")
    d2 = (U, "When I go to save dump it, it does not automatically detect it.", "u1")
    d3 = (U, "If i try to manually select it, it says it cannot find a 1M flash chip.", "u1")
    d6 = "Hi, since there is not even a database hit, it\u2019s likely not a legitimate Pok\u00e9mon FireRed cartridge."
    rec(P2_FGBX124, [t], d1[1], True, "pronoun", ["it"], "FlashGBX does not seem to detect the save type of my legitimate Pok\u00e9mon FireRed cartridge.", author="u1")
    rec(P2_FGBX124, [t, d1], d2[1], True, "pronoun", ["it"], "When I dump the save of my Pok\u00e9mon FireRed cartridge, FlashGBX does not automatically detect its save type.", author="u1")
    # The user's own reader named in full, nothing said of the project (ruling before df37): a trap.
    rec(P2_FGBX124, [t, d1, d2, d3], P2_G_GBFLASH, False, SAME, [], None, author="u1")
    rec(P2_FGBX124, [t, d1, d2, d3, (U, P2_G_GBFLASH, "u1")], d6, True, "ellipsis", ["not even a database hit"], "Since FlashGBX's database has no hit for the cartridge, it's likely not a legitimate Pok\u00e9mon FireRed cartridge.", author="u2")

    t = (U, "Auto-detect for Ferrante Crafts 512KB", "u1")
    e2 = (U, "Perhaps the app can see if the audio pin is writable, and if so check the size and automatically choose this cartridge type.", "u1")
    e3 = (A, "If I ever get my hands on one, I can take a closer look.", "u2")
    e4 = (U, "Let me know if I can help, I've got one and can do any testing you need.", "u1")
    e5 = "Can you post the detailed results that appear when you click Detect Flash Cart?"
    rec(P2_FGBX66, [t], P2_G_FERRANTE, False, SELF, [], None, author="u1")
    rec(P2_FGBX66, [t, (U, P2_G_FERRANTE, "u1")], e2[1], True, "pronoun", ["the app", "this cartridge type"], "Perhaps FlashGBX can check whether the audio pin is writable and, if so, check the size and auto-detect the Ferrante Crafts 512KB cartridge.", author="u1")
    rec(P2_FGBX66, [t, (U, P2_G_FERRANTE, "u1"), e2], e3[1], True, "pronoun", ["one"], "If I ever get a Ferrante Crafts 512KB cartridge, I can look closer at auto-detecting it in FlashGBX.", author="u2")
    rec(P2_FGBX66, [t, (U, P2_G_FERRANTE, "u1"), e2, e3, e4], e5, True, "ellipsis", ["the detailed results"], "Can you post the detailed results FlashGBX shows for the Ferrante Crafts 512KB cartridge when you click Detect Flash Cart?", author="u2")

    t = (U, "Game Boy Camera", "u1")
    f1 = (U, "Just wondering if this has been tested with a Game Boy Camera or not.", "u1")
    f2 = (U, "I have tested with both the European and Japanese version of the Game Boy Camera and can successfully dump other ROMs but trying to dump this ROM results in a 0KB file.", "u1")
    f3 = (A, "I haven't tested it myself (don't have a GB camera) but I've had 1-2 users advise me what needed to be changed to make the camera work which I believed to have been done in this version.", "u2")
    f4 = (A, "I received a Gameboy Camera (Model MGB-006 / GBD-EUR) and was able to dump the 1MB ROM and 128KB RAM.", "u2")
    f5 = "I read the pictures out of the save file using GBCameraDump as BGB just showed black pictures."
    rec(P2_GBCR2, [t], f1[1], True, "pronoun", ["this"], "Has GBCartRead been tested with a Game Boy Camera?", author="u1")
    rec(P2_GBCR2, [t, f1], f2[1], True, "pronoun", ["this ROM"], "With GBCartRead I can dump other ROMs, but dumping the European or Japanese Game Boy Camera ROM results in a 0KB file.", author="u1")
    rec(P2_GBCR2, [t, f1, f2, f3, f4], f5, True, "pronoun", ["the pictures", "the save file"], "I read the photos out of the Game Boy Camera save file dumped with GBCartRead using GBCameraDump, as BGB just showed black pictures.", author="u2")
    lend(P2_GBCR2, [t], P2_G_MASKROM, SAME, P2_FGBX108)

    t = (U, "No GameBoy Camera support", "u1")
    g1 = (U, "Does this tool doesn't support GameBoy Camera, or am I using it incorrectly?", "u1")
    g2 = (A, "I don't know! I don't own a Gameboy Camera so I haven't tested it.", "u2")
    g3 = (A, "Can you explain to me what happens? Does the progress bar just sit at the bottom or does something else happen?", "u2")
    g4 = (U, "Loader shows that backup is done, no errors or anything. It makes 32KB SRM file, but it's unusable, without any meaningful data.", "u1")
    rec(P2_GBSM2, [t], g1[1], True, "pronoun", ["this tool", "it"], "Does gb-save-manager not support the Game Boy Camera, or am I using it incorrectly?", author="u1")
    rec(P2_GBSM2, [t, g1], g2[1], True, "ellipsis", ["I don't know"], "I don't know whether gb-save-manager supports the Game Boy Camera; I don't own one, so I haven't tested it.", author="u2")
    rec(P2_GBSM2, [t, g1, g2, g3], g4[1], True, "ellipsis", ["Loader"], "gb-save-manager's loader says the Game Boy Camera backup is done with no errors, but the 32KB SRM file it makes is unusable, with no meaningful data.", author="u1")
    rec(P2_GBSM2, [t, g1, g2, g3, g4], P2_G_MBC3, False, SAME, [], None, author="u2")
    rec(P2_GBSM2, [t, g1, g2, g3, g4, (A, P2_G_MBC3, "u2")], P2_G_128K, False, SELF, [], None, author="u2")
    lend(P2_GBSM2, [t], P2_G_FERRANTE, SELF, P2_FGBX66)

    t = (U, "[Request] Adding support for GameBoy Camera.", "u1")
    h1 = (U, "Would it be possible to add support for dumping files from the GB Camera?", "u1")
    h2 = (U, "Doing so now with the latest version of the retroblaster GB results in a 0kb file.", "u1")
    h4 = (A, "GB Camera support is being worked on.", "u2")
    h5 = "Gameboy Camera support has been added in software v2.2.5, but also requires updating your RetroBlaster Mini firmware."
    rec(P2_RBL7, [t], h1[1], True, "ellipsis", ["add support"], "Would it be possible for RetroBlaster to add support for dumping files from the Game Boy Camera?", author="u1")
    rec(P2_RBL7, [t, h1], h2[1], True, "pronoun", ["Doing so"], "Dumping a Game Boy Camera with the latest RetroBlaster GB software results in a 0KB file.", author="u1")
    rec(P2_RBL7, [t, h1, h2, h4], h5, True, "ellipsis", ["software v2.2.5"], "Game Boy Camera support has been added in RetroBlaster software v2.2.5, which also requires updating the RetroBlaster Mini firmware.", author="u2")
    lend(P2_RBL7, [t], P2_G_GBXV14, SAME, P2_FGBX69)
    lend(P2_RBL7, [t, h1], P2_G_128K, SELF, P2_GBSM2)

    t = (A, "Add information about where the saved images are stored in RAM.", "u1")
    i1 = (A, "Add the location of the big and small pictures that are saved in the cartridge.", "u1")
    i2 = (U, "The \"Game Boy Camera discord\" has done quite a bit of work documenting it:\nhttps://funtography.online/wiki/Cartridge_RAM", "u2")
    i3 = "Oh, good to know! I never really cared enough about where the photos were stored, this was just an idea I had, but I never bothered with it."
    # The maintainer opens a to-do issue: assistant u1 (as df38's maintainer-opened issues).
    rec(P2_GBCAM1, [t], i1[1], True, "ellipsis", ["the cartridge"], "Add to gbcam-rev-engineer's documentation the location of the big and small pictures saved in the Game Boy Camera cartridge's RAM.", author="u1")
    rec(P2_GBCAM1, [t, i1], i2[1], True, "pronoun", ["it"], "The Game Boy Camera Discord has documented where the Game Boy Camera saves its pictures in cartridge RAM: https://funtography.online/wiki/Cartridge_RAM", author="u2")
    rec(P2_GBCAM1, [t, i1, i2], i3, True, "pronoun", ["this", "it"], "I never cared much where the Game Boy Camera's photos are stored in RAM; documenting it in gbcam-rev-engineer was just an idea I never pursued.", author="u1")
    lend(P2_GBCAM1, [t], P2_G_MBC3, SAME, P2_GBSM2)
    lend(P2_GBCAM1, [t, i1], P2_G_LEAFGREEN, SELF, P2_FGBX35)


def P2_minidisc(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- MiniDisc: NetMD and Hi-MD recorders and decks fed from a computer over USB ----
    t = (U, "MZ-NH600D Not compatible", "u1")
    a2 = (U, "I know that the computer can see the MD Player because when I insert a disc with music on it, the \"NO NAME\" icon pops up on the desktop, and I can open it and see the \"HMDHIFI\" folder & the .HMA files inside.", "u1")
    a3 = (U, "I've also tried ejecting the \"NO NAME\" icon and clicked on the \"CONNECT\" button in Web MiniDisc Pro, still says \"Connection Failed\" in red.", "u1")
    a4 = (A, "@y84media You're in HiMD mode, the current version of Web Minidisc only works with NetMD mode.", "u2")
    a5 = (A, "EDIT: On the player, select \"Options\" > \"Disc Mode\" > \"MD\" - the device should switch to NetMD mode.", "u2")
    a6 = "@y84media I've used the NH600D model successfully. Follow asivery's instructions."
    # A setup statement naming its own subject (ruling before df38): a trap.
    rec(P2_CWMD129, [t], P2_N_MACMINI, False, SAME, [], None, author="u1")
    rec(P2_CWMD129, [t, (U, P2_N_MACMINI, "u1")], a2[1], True, "pronoun", ["the computer", "the MD Player"], "My Mac Mini can see my Sony MZ-NH600D: with a disc inserted, a NO NAME volume with the HMDHIFI folder and .HMA files appears, yet Web MiniDisc can't connect.", author="u1")
    rec(P2_CWMD129, [t, (U, P2_N_MACMINI, "u1"), a2], a3[1], True, "ellipsis", ["also"], "I also ejected the NO NAME volume and clicked CONNECT in Web MiniDisc Pro, but it still says \"Connection Failed\" for my MZ-NH600D.", author="u1")
    rec(P2_CWMD129, [t, (U, P2_N_MACMINI, "u1"), a2, a3, a4, a5], a6, True, "ellipsis", [], "I've used the MZ-NH600D successfully with Web MiniDisc after switching it to NetMD mode as asivery describes.", author="u3")

    t = (U, "files from minidisc to mac", "u1")
    b1 = (U, "I see this works well for transferring files from pc/mac to minidisc player.", "u1")
    b3 = (U, "I would like to transfer these files to my mac to edit them and use them to make an audiobook.", "u1")
    b5 = "The only way to backup your personal recordings is using the line out jack and record it using another device.."
    rec(P2_CWMD81, [t], b1[1], True, "pronoun", ["this"], "Web MiniDisc works well for transferring files from a PC or Mac to a MiniDisc player.", author="u1")
    rec(P2_CWMD81, [t, b1], P2_N_FATHER, False, SAME, [], None, author="u1")
    rec(P2_CWMD81, [t, b1, (U, P2_N_FATHER, "u1")], b3[1], True, "pronoun", ["these files"], "I would like to transfer my father's recordings from his Sony NetMD MiniDisc to my Mac to edit them into an audiobook.", author="u1")
    # A general claim naming its subject (ruling before df36); a helper answering is assistant.
    rec(P2_CWMD81, [t, b1, (U, P2_N_FATHER, "u1"), b3], P2_N_FORMAT, False, SAME, [], None, author="u2")
    rec(P2_CWMD81, [t, b1, (U, P2_N_FATHER, "u1"), b3, (A, P2_N_FORMAT, "u2")], b5, True, "ellipsis", ["your personal recordings"], "The only way to back up personal recordings from a NetMD MiniDisc is to record its line-out jack with another device.", author="u2")

    t = (U, "Sharp IM-DR80-B / charge stand", "u1")
    e1 = (U, "This NetMD player has the USB connector on the charge stand, and it doesn't get found by the Web MiniDisc at all - just get a \"no supported devices found\".", "u1")
    e2 = (U, "The same installation works fine with the sam USB cable on the Sony MZ-N910 (although this one has the USB connector directly on the player itself).", "u1")
    e3 = (A, "@StudioErrilhl Does it work with SonicStage? If so, could you please share its VID and PID?", "u2")
    e4 = (A, "@StudioErrilhl - make sure you hold the ENTER/-USB button on the stand until the display reads - - - USB - - -.", "u3")
    e5 = "I have this issue with the same unit."
    rec(P2_CWMD41, [t], e1[1], True, "pronoun", ["This NetMD player"], "The Sharp IM-DR80-B NetMD player has its USB connector on the charge stand and is not found by Web MiniDisc at all: \"no supported devices found\".", author="u1")
    rec(P2_CWMD41, [t, e1], e2[1], True, "pronoun", ["The same installation"], "The same Web MiniDisc installation and USB cable work fine with a Sony MZ-N910, whose USB connector is on the player itself, unlike the Sharp IM-DR80-B's stand.", author="u1")
    rec(P2_CWMD41, [t, e1, e2, e3, e4], e5, True, "pronoun", ["this issue", "the same unit"], "Web MiniDisc doesn't find my Sharp IM-DR80-B on its charge stand either.", author="u4")
    lend(P2_CWMD41, [t], P2_N_N510, SAME, P2_LMD75)

    t = (U, "Can't upload to Sony MDS-JB980", "u1")
    c1 = (U, "My deck seem to be supported, and some functions work properly (like wiping the disc, renaming tracks), but attempts to upload fail", "u1")
    c2 = (U, "I have tried different cable, different computer and different disc to get the same result.", "u1")
    c3 = (U, "I also tried on command line with `netmd-js@4.1.10` and first time I got the same result, and today was able to upload songs,\nbut on playback I hear only loud white noise.", "u1")
    c4 = (A, "@tomekc I have good news and bad news.\nBad: You have a damaged device. Most likely the drive was swapped from something like the JB480.", "u2")
    c5 = "Good: There are two ways to fix this.\n1) Use the testing version (https://testing.minidisc.wiki/webminidisc-testing)\n2) Manually rewrite the EEPROM with an external programmer. I can help you with that."
    rec(P2_AWMD52, [t], c1[1], True, "ellipsis", ["My deck"], "My Sony MDS-JB980 deck seems supported by Web MiniDisc and some functions work (wiping the disc, renaming tracks), but uploads fail.", author="u1")
    # Measures taken against the thread's problem (ruling before df38): follow-ups.
    rec(P2_AWMD52, [t, c1], c2[1], True, "ellipsis", ["the same result"], "Web MiniDisc uploads to my Sony MDS-JB980 fail with a different cable, a different computer and a different disc too.", author="u1")
    rec(P2_AWMD52, [t, c1, c2, c3, c4], c5, True, "pronoun", ["this", "that"], "To fix uploads to an MDS-JB980 with a swapped drive, use the Web MiniDisc testing version or manually rewrite its EEPROM with an external programmer.", author="u2")
    lend(P2_AWMD52, [t], P2_N_FATHER, SAME, P2_CWMD81)

    t = (U, "Sony MDS-JB980 not working", "u1")
    d1 = (U, "Hi, I am having trouble uploading to Sony MDS-JB980. I tried on minidisc web, and came to here and attemped the same with cli tool.", "u1")
    d2 = (U, "**Uploading FLAC (or MP3) fails with the Rejected error.**", "u1")
    rec(P2_NMDJS53, [t], d1[1], True, "ellipsis", ["came to here", "cli tool"], "I have trouble uploading to a Sony MDS-JB980: it failed in Web MiniDisc, and also with netmd-js's CLI tool.", author="u1")
    rec(P2_NMDJS53, [t, d1], d2[1], True, "ellipsis", ["the Rejected error"], "Uploading FLAC or MP3 to my Sony MDS-JB980 with netmd-js fails with the Rejected error.", author="u1")
    rec(P2_NMDJS53, [t, d1, d2], P2_N_M2, False, SAME, [], None, author="u1")
    # The error names the project's own module path (ruling before df39): a trap.
    rec(P2_NMDJS53, [t, d1, d2, (U, P2_N_M2, "u1")], P2_N_REJECTED, False, SAME, [], None, author="u1")
    lend(P2_NMDJS53, [t], P2_N_WEBMDOK, SAME, P2_LMD86)

    t = (U, "Finding the directory of md player / recorder", "u1")
    f1 = (U, "When I connect my MD player to my PC, the only way to hunt down its directory is to use `lsusb`", "u1")
    f2 = (U, "# System info:\nOS: Archlinux\nProgram version: 0.9.16\nKernel: 5.14.3-zen1-1-zen\nMD player: Sony MZ-N510", "u1")
    f4 = (A, "Also make sure that the files in [netmd/etc](https://github.com/linux-minidisc/linux-minidisc/tree/master/netmd/etc) are installed, as this is what allows your current user to access the device.", "u2")
    f5 = (A, "Does `netmdcli` and the Python scripts in `netmd` work?", "u2")
    f6 = "I tried `netmdcli` and it worked without issues"
    rec(P2_LMD75, [t], f1[1], True, "ellipsis", ["its directory"], "When I connect my MiniDisc player to my PC, the only way to find the device directory to give linux-minidisc's QHiMDTransfer is `lsusb`.", author="u1")
    rec(P2_LMD75, [t, f1, f2], P2_N_N510, False, SAME, [], None, author="u2")
    rec(P2_LMD75, [t, f1, f2, (A, P2_N_N510, "u2")], f4[1], True, "pronoun", ["the device"], "Make sure linux-minidisc's netmd/etc files are installed, as they let your user access the NetMD MZ-N510.", author="u2")
    rec(P2_LMD75, [t, f1, f2, (A, P2_N_N510, "u2"), f4, f5], f6, True, "ellipsis", ["it"], "linux-minidisc's `netmdcli` works with my MZ-N510 without issues.", author="u1")

    t = (U, "Cannot connect to MZ-NE410", "u1")
    g1 = (U, "Cloned repo and build from source.  netmdcli and qhimdtransfer both compiled successfully.", "u1")
    g2 = (U, "Added my user to plugdev group, and installed the udev rule.", "u1")
    g4 = (A, "Did you reboot / restart udevd and/or re-plug the device?", "u2")
    rec(P2_LMD86, [t], g1[1], True, "ellipsis", ["Cloned repo"], "I cloned linux-minidisc and built it from source; netmdcli and qhimdtransfer both compiled, yet they can't connect to my MZ-NE410.", author="u1")
    rec(P2_LMD86, [t, g1], g2[1], True, "ellipsis", ["the udev rule"], "I added my user to the plugdev group and installed linux-minidisc's udev rule, yet it still can't connect to my MZ-NE410.", author="u1")
    # An error quoted with the tool printing it (ruling before df37): a trap.
    rec(P2_LMD86, [t, g1, g2], P2_N_NETMDCLI, False, SAME, [], None, author="u1")
    rec(P2_LMD86, [t, g1, g2, (U, P2_N_NETMDCLI, "u1")], g4[1], True, "pronoun", ["the device"], "Did you reboot or restart udevd, and re-plug the MZ-NE410, after installing linux-minidisc's udev rule?", author="u2")
    # Another product named in full, nothing of the project (ruling before df37): a trap.
    rec(P2_LMD86, [t, g1, g2, (U, P2_N_NETMDCLI, "u1"), g4], P2_N_WEBMDOK, False, SAME, [], None, author="u1")
    lend(P2_LMD86, [t], P2_N_FORMAT, SAME, P2_CWMD81)

    t = (U, "Track and disc titles not being read/accepted on old device", "u1")
    h1 = (U, "I created a minidisc with a Sharp DR-410H netmd device and set track and disc titles, however when playing the disc in a Panasonic CQ-MR335 minidisc player from 1999, neither track nor disc titles are being read.", "u1")
    h2 = (U, "For testing, I deleted the MD and created it again with my Sony MDS-JE520 deck, when using this device to set disc and track titles, the Panasonic can read it without problem.", "u1")
    h3 = (U, "Is there a problem with the Sharp netmd device or with the application?", "u1")
    h4 = "Maybe some fallback legacy option to set titles is available?"
    # What the project did (set the titles), the project left out (ruling before df37): a follow-up.
    rec(P2_EWMD36, [t], h1[1], True, "ellipsis", [], "Track and disc titles I set with ElectronWMD through a Sharp DR-410H NetMD recorder are not read by a 1999 Panasonic CQ-MR335 MiniDisc player.", author="u1")
    rec(P2_EWMD36, [t, h1], h2[1], True, "pronoun", ["the MD", "the Panasonic"], "When I set the disc and track titles with my Sony MDS-JE520 deck instead of ElectronWMD, the Panasonic CQ-MR335 reads them without problem.", author="u1")
    rec(P2_EWMD36, [t, h1, h2, h3], h4, True, "ellipsis", ["fallback legacy option"], "Does ElectronWMD have a fallback legacy option for setting MiniDisc titles that old players like the Panasonic CQ-MR335 can read?", author="u1")
    lend(P2_EWMD36, [t], P2_N_MACMINI, SAME, P2_CWMD129)
    lend(P2_EWMD36, [t, h1], P2_N_REJECTED, SAME, P2_NMDJS53)


P2_AREAS = (P2_dashcams, P2_cutters, P2_steamdeck, P2_meters, P2_remarkable, P2_gbcarts, P2_minidisc)


def load_part2(rec, U, A) -> None:
    SAME = "trap_same_domain_new_topic"
    SELF = "trap_self_contained_pronoun"

    def lend(url, history, question, kind, src) -> None:
        """A bank sentence placed after another thread's turns of the same area: a trap, asker unknown."""
        rec(url, history, question, False, kind, [], None, qsrc=src, author=None)

    for area in P2_AREAS:
        area(rec, U, A, lend, SAME, SELF)
