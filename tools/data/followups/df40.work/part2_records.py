# ==== part 2 (helper cdf2, thirty-sixth pass): far-apart hobby and home areas; every module-level name is P2_-prefixed ====
P2_GH = "https://github.com/"

# RC transmitters: EdgeTX firmware on hobby radios (RadioMaster, FrSky, Jumper, Flysky), binding receivers, mixes, switch warnings, Companion and the SD card pack
P2_ETX4186 = P2_GH + "EdgeTX/edgetx/issues/4186"
P2_ETX4361 = P2_GH + "EdgeTX/edgetx/issues/4361"
P2_ETX6495 = P2_GH + "EdgeTX/edgetx/issues/6495"
P2_ETX3384 = P2_GH + "EdgeTX/edgetx/issues/3384"
P2_ETX3732 = P2_GH + "EdgeTX/edgetx/issues/3732"
P2_ETX4652 = P2_GH + "EdgeTX/edgetx/issues/4652"
P2_ETX4030 = P2_GH + "EdgeTX/edgetx/issues/4030"
P2_ETX7312 = P2_GH + "EdgeTX/edgetx/issues/7312"
P2_ETX3534 = P2_GH + "EdgeTX/edgetx/issues/3534"
P2_ETX5762 = P2_GH + "EdgeTX/edgetx/issues/5762"
P2_ETX5568 = P2_GH + "EdgeTX/edgetx/issues/5568"
P2_ETX2568 = P2_GH + "EdgeTX/edgetx/issues/2568"
P2_ETX2968 = P2_GH + "EdgeTX/edgetx/issues/2968"
P2_ETX5610 = P2_GH + "EdgeTX/edgetx/issues/5610"
P2_ETX811 = P2_GH + "EdgeTX/edgetx/issues/811"
P2_ESD120 = P2_GH + "EdgeTX/edgetx-sdcard/issues/120"
P2_EUM30 = P2_GH + "EdgeTX/edgetx-user-manual/issues/30"

# bank sentences (RC transmitters): each a trap in its own thread
P2_E_CZECH = "My EdgeTX is last 2.9.1 Czech language version."
P2_E_X12S = "I am using X12S with IXJT"
P2_E_CPN271 = "I have downloaded the latest EdgeTX companion: Version 2.7.1 (a55aff02)."
P2_E_UNABLE = "EdgeTX Companion displays the \"Unable to find Radio SD Card\" as soon as I try any of the actions of the Read/Write Menu."
P2_E_OTXSIM = "Telemetry support in OTX Companion simulator has not been updated for quite a while."
P2_E_PLANS = "Does EdgeTX have plans to update Companion simulator so that it will handle all of the telemetry available?"


# Fujifilm cameras: film simulations and recipes in editors, photo blogs and LUT profiles, and the cameras' Wi-Fi protocol (Fudge, fuji-cam-wifi-tool, gphoto2, photo importers)
P2_FUD28 = P2_GH + "petabyt/fudge-legacy-android/issues/28"
P2_FUD19 = P2_GH + "petabyt/fudge-legacy-android/issues/19"
P2_FUD11 = P2_GH + "petabyt/fudge-legacy-android/issues/11"
P2_FUD6 = P2_GH + "petabyt/fudge-legacy-android/issues/6"
P2_FCW2 = P2_GH + "hkr/fuji-cam-wifi-tool/issues/2"
P2_FCW18 = P2_GH + "hkr/fuji-cam-wifi-tool/issues/18"
P2_FCW22 = P2_GH + "hkr/fuji-cam-wifi-tool/issues/22"
P2_LGP517 = P2_GH + "gphoto/libgphoto2/issues/517"
P2_GP340 = P2_GH + "gphoto/gphoto2/issues/340"
P2_RPD255 = P2_GH + "damonlynch/rapid-photo-downloader/issues/255"
P2_MPE4 = P2_GH + "xdadda/mini-photo-editor/issues/4"
P2_EPB122 = P2_GH + "sambecker/exif-photo-blog/issues/122"
P2_AFCP5 = P2_GH + "abpy/FujifilmCameraProfiles/issues/5"
P2_AFCP16 = P2_GH + "abpy/FujifilmCameraProfiles/issues/16"
P2_FCASE48 = P2_GH + "gosku/Filmcase/issues/48"

# bank sentences (Fujifilm cameras): each a trap in its own thread
P2_F_LOOKING = "I'm looking for ways to download film simulation recipes into FujiFilm cameras."
P2_F_XSTUDIO = "It is possible to save \"recipe\" settings into a camera using the Fujifilm X Studio app, but that's not handy as it is a desktop-only app."
P2_F_TWO = "For me I normally just want to download a photo or two after taking it to share."
P2_F_PROTOCOL = "I guess Fuji implemented a different protocol for each camera depending on hardware ?"
P2_F_NOXT2 = "Unfortunately I don't have access to a X-T2 camera."
P2_F_DUMPS = "I have an X-T2 and have made dumps with wireshark 2.x from the iOS Fuji app as it does live view, fires shutter, etc."
P2_F_XTSERIES = "All Fuji X-T series work with the fuji wifi app; even cheaper models such as my X-T100 support shooting/live view over wifi even though they don't support it over USB."
P2_F_XACQ = "I tested Fuji X-Acquire with the X-T3 and it can only read the state of the camera (including BULB), but it cannot release the shutter."
P2_F_WEBCAM = "i tried also fuji webcam, but it dos not have remote capture mode (just live view streaming with some control)"
P2_F_FEATURE = "[Film simulations](https://fujifilm-x.com/en-us/exposure-center/get-to-grips-with-film-simulation-modes/) are a feature of Fuji cameras."

# Stardew Valley modding: the Stardrop mod manager (Nexus Mods downloads and NXM links, profiles, collections), SMAPI on Android and in a multiplayer Docker server
P2_SD375 = P2_GH + "Floogen/Stardrop/issues/375"
P2_SD85 = P2_GH + "Floogen/Stardrop/issues/85"
P2_SD111 = P2_GH + "Floogen/Stardrop/issues/111"
P2_SD82 = P2_GH + "Floogen/Stardrop/issues/82"
P2_SD100 = P2_GH + "Floogen/Stardrop/issues/100"
P2_SD123 = P2_GH + "Floogen/Stardrop/issues/123"
P2_SD263 = P2_GH + "Floogen/Stardrop/issues/263"
P2_SD267 = P2_GH + "Floogen/Stardrop/issues/267"
P2_SD286 = P2_GH + "Floogen/Stardrop/issues/286"
P2_SD320 = P2_GH + "Floogen/Stardrop/issues/320"
P2_SD116 = P2_GH + "Floogen/Stardrop/issues/116"
P2_SD182 = P2_GH + "Floogen/Stardrop/issues/182"
P2_SAI109 = P2_GH + "MartyrPher/SMAPI-Android-Installer/issues/109"
P2_SMD24 = P2_GH + "printfuck/stardew-multiplayer-docker/pull/24"

# bank sentences (Stardew Valley modding): each a trap in its own thread
P2_S_NXMOPEN = "After updating to 1.10.2 (at least), I began experiencing Stardrop opening whenever I tried a 'mod manager' download for anything from Nexus."
P2_S_REMOVENXM = "You can use the \"Remove NXM Association\" button in the Settings window to prevent Stardrop from appearing when using Nexus Mods' \"Mod Manager\" download."
P2_S_GITBOOK = "The GitBook page says that mod manager downloads work with Stardrop, but I'm not sure how that works."
P2_S_LINUX = "EDIT: I am on Linux btw"
P2_S_KIDS = "I'm currently experiencing issues adding multiple mods to Stardrop - examples include the Stardew Kids Expansion, Pinkstations Hilltop Farm Map, and Pinkstations Riverland Farm Map."
P2_S_NOCOLL = "I don't believe Nexus Mods has opened up their API for collections, so Stardrop does not have a viable avenue to support them."
P2_S_PROXY = "I would like to use [NXM Proxy](https://www.nexusmods.com/site/mods/288) so I can continue to use Vortex and/or other mod managers for my other games."
P2_S_CLI = "Can I install a mod via the command line with Stardrop, and if so what parameters should I pass?"
P2_S_NXMFLAG = "To get stardrop to install mods, use `--nxm` on the command line"
P2_S_ASSOC = "At no point does Stardrop attempt to associate itself with NXM links."
P2_S_UNZIP = "The LookupAnything manifest was empty because I didn't unzip it, and I also didn't put it in the right folder."
P2_S_MAC = "I am playing on a Mac and I downloaded the latest update of Stardrop (1.8.4) this morning (2/10/2026) when I saw there was an update."
P2_S_SKIPPED = "[SMAPI]    Skipped mods\n[SMAPI]    --------------------------------------------------\n[SMAPI]       These mods could not be added to your game.\n\n[SMAPI]       - Stardrop Installed Mods because it contains files, but none of them are manifest.json."

# Factorio multiplayer: mods (Nanobots, Dectorio, Helmod, YARM, LTN, Factorissimo, waterfill) desyncing players on headless and dedicated servers
P2_NANO51 = P2_GH + "Nexela/Nanobots/issues/51"
P2_DECT71 = P2_GH + "jpanther/dectorio/issues/71"
P2_HELM32 = P2_GH + "Helfima/helmod/issues/32"
P2_HELM245 = P2_GH + "Helfima/helmod/issues/245"
P2_HELM254 = P2_GH + "Helfima/helmod/issues/254"
P2_WFILL5 = P2_GH + "un-smurf/waterfill/issues/5"
P2_MKFG8 = P2_GH + "mk-fg/games/issues/8"
P2_YARM65 = P2_GH + "narc0tiq/YARM/issues/65"
P2_LTN120 = P2_GH + "0ptera/Logistic-Train-Network/issues/120"
P2_FISS260 = P2_GH + "notnotmelon/factorissimo-2-notnotmelon/issues/260"

# bank sentences (Factorio multiplayer): each a trap in its own thread
P2_K_NANO = "When joining a headless server and using nanobots for the first time since disconnect a desync occurs."
P2_K_DECTORIO = "I recently startet a new Factorio run with a friend of mine on a headless server and this time around we decided to add Dectorio to our setup."
P2_K_HELMOD = "Since Factorio Update to Beta Version 10 Helmod is causing desyncs when doing any change to the planners."
P2_K_DEDICATED = "We are running factorio on a dedicated server right now."
P2_K_STEP = "Also, I remember reading-up on Factorio and it's a game built to step sequentially--there's a word they used to describe that but I'm drawing a blank atm."
P2_K_ALLGAMES = "All games in a multiplayer scenario have to \"step in sync.\""
P2_K_CRC = "`  34.522 Error GameActionHandler.cpp:2676: Multiplayer desynchronisation: crc test (heuristic) failed for crcTick(18621407) serverCRC(880134861) localCRC(1558050798)`"
P2_K_DISABLE = "Disabling Factorissimo3 causes heavy mode to not exhibit any CRC failures."

# Foundry VTT tabletop modules: token modules (Token Mold, Token HUD Wildcard, Multi Token Edit, Token Magic FX, Token Variants, Multilevel Tokens, Monk's Little Details) after Foundry's major version updates
P2_TMOLD204 = P2_GH + "Moerill/token-mold/issues/204"
P2_TMOLD167 = P2_GH + "Moerill/token-mold/issues/167"
P2_THW33 = P2_GH + "javieros105/FVTT-TokenHUDWildcard/issues/33"
P2_MTE34 = P2_GH + "Aedif/multi-token-edit/issues/34"
P2_TMAG268 = P2_GH + "Feu-Secret/Tokenmagic/issues/268"
P2_TMAG246 = P2_GH + "Feu-Secret/Tokenmagic/issues/246"
P2_TMAG310 = P2_GH + "Feu-Secret/Tokenmagic/issues/310"
P2_MLD295 = P2_GH + "ironmonk108/monks-little-details/issues/295"
P2_TVAR158 = P2_GH + "Aedif/TokenVariants/issues/158"
P2_MLT152 = P2_GH + "grandseiken/foundryvtt-multilevel-tokens/pull/152"

# bank sentences (Foundry VTT modules): each a trap in its own thread
P2_V_USEFUL = "everytime you forget how useful a module is, until you update and find that it is incompatible and you suddenly miss the features you took for granted."
P2_V_V11 = "Token mold has completely stopped working with foundry V11"
P2_V_DEPS = "Gettign the message\nThe module \"token-mold\" contains \"dependencies\" which is deprecated in favor of \"relationships.requires\""
P2_V_LIBWRAP = "LibWrapperPackageError: Error thrown in hooked function 'init' for hook 'init'. Error detected in module Monk's Little Details. It is likely this module has not been updated for FVTT Version 12 Testing 3."

# Balatro modding: the Lovely injector and Steamodded (smods) loading mods into the card game, and joker mods' crash screens
P2_LOV44 = P2_GH + "ethangreen-dev/lovely-injector/issues/44"
P2_LOV204 = P2_GH + "ethangreen-dev/lovely-injector/issues/204"
P2_LOV258 = P2_GH + "ethangreen-dev/lovely-injector/issues/258"
P2_LOV109 = P2_GH + "ethangreen-dev/lovely-injector/issues/109"
P2_LOV360 = P2_GH + "ethangreen-dev/lovely-injector/issues/360"
P2_LOV150 = P2_GH + "ethangreen-dev/lovely-injector/issues/150"
P2_LOV176 = P2_GH + "ethangreen-dev/lovely-injector/issues/176"
P2_LOV280 = P2_GH + "ethangreen-dev/lovely-injector/issues/280"
P2_AWB91 = P2_GH + "jie65535/awesome-balatro/issues/91"
P2_SMODS599 = P2_GH + "Steamodded/smods/issues/599"
P2_PAPER204 = P2_GH + "Balatro-Paperback/paperback/issues/204"
P2_YAHI49 = P2_GH + "Yahiamice/yahimod-balatro/issues/49"
P2_BPREV12 = P2_GH + "DivvyCr/Balatro-Preview/issues/12"

# bank sentences (Balatro modding): each a trap in its own thread
P2_B_WINDOW = "I would also like to mention that the lovely window does open, so lovely itself is working; however it doesnt take any mods into account."
P2_B_IMPORTANT = "**Important:** Mods with Lovely patch files (lovely.toml or in lovely/*.toml) must be installed into their own folder within the mod directory. No exceptions!"
P2_B_NOTACT = "I added the lovely injector and yet when i open balatro nothing happens and lovely doesn't activate and mod file doesn't start up"
P2_B_XBOX = "When I want to add a mod and go to the AppData folder after downloading Lovely Injector I can't find the Balatro folder I download the game from the Xbox app can someone help me ."
P2_B_PANIC = "lovely-injector has crashed:\n\npanicked at crates\\lovely-core\\src\\log.rs:51:37:\n\ncalled \u2018Result::unwrap0' on an \u2018Err' value: Os { code: 5, kind:\nPermissionDenied, message: \"Access is denied.\" }"
P2_B_NESTED = "Is there another smods-main folder inside your smods-main folder?"
P2_B_CRASHED = "Balatro crashed when started up with Lovely Injector installed, error message here:"
P2_B_APINO = "\"API loaded no\" is a normal log that always happens and relates to the Steam API, not any mods."
P2_B_NORMAL = "Oops! The game crashed:\n[SMODS paperback \"content/joker/the_normal_joker.lua\"]:19: attempt to index field 'center' (a nil value)"
P2_B_YAHI = "Oops! The game crashed:\n[SMODS Yahimod \"items/jokers.lua\"]:4224: attempt to index local 'card' (a nil value)"

# Beat Saber mods: custom songs and mod installers (Mod Assistant, BSManager, BMBF on Quest, SideQuest, the song loader, PlaylistManager) after game updates
P2_MA35 = P2_GH + "bsmg/ModAssistant/issues/35"
P2_MA297 = P2_GH + "bsmg/ModAssistant/issues/297"
P2_SQ459 = P2_GH + "the-expanse/SideQuest/issues/459"
P2_BSM617 = P2_GH + "Zagrios/bs-manager/issues/617"
P2_BSSL23 = P2_GH + "xyonico/BeatSaberSongLoader/issues/23"
P2_BSSL16 = P2_GH + "xyonico/BeatSaberSongLoader/issues/16"
P2_BSSL19 = P2_GH + "xyonico/BeatSaberSongLoader/issues/19"
P2_PLM80 = P2_GH + "rithik-b/PlaylistManager/issues/80"
P2_BMBF19 = P2_GH + "kihecido/BMBF/issues/19"
P2_BMBF60 = P2_GH + "kihecido/BMBF/issues/60"

# bank sentences (Beat Saber mods): each a trap in its own thread
P2_W_MOSTMODS = "After the recent Beat Saber update most mods are broken."
P2_W_UNRELATED = "Mod Assistant is unrelated to the Beat Saber version."
P2_W_BMBF = "BMBF won't load after I updated Beat Saber."
P2_W_WHEN = "Do you know if/when BMBF will update?"
P2_W_V0111 = "I have beatsaber version 0.11.1 (updated an hour ago acording to oculus)"
P2_W_FILTERED = "You can safely assume that any mod that isn't available on BSManager for that current version that was available on the previous game version was manually filtered out due to incompatibility with that version."
P2_W_NEEDSUPD = "PlaylistManager needs an update and I'll get to it when I'll get a chance to."
P2_W_RIFT = "I'm on Oculus rift S and Beatsaber version 1.13.2."
P2_W_VIVE = "I'm on Vive and Steam VR and Beatsaber 1.13.2 version."
P2_W_360 = "I updated my beat saber to the latest version (the 360 one) and I reinstalled BMBF."
P2_W_QUEST = "BTW I'm on quest"
P2_W_BEEF = "i was trying to use beat sabers today with custom songs using BMBF i text comes up saying (BMBF beat saber broken major beef feelings) i have downloaded BMBF more than 1 time that seems not to help it"
P2_QUESTION_ONLY: tuple[str, ...] = ()


def P2_rcradios(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- RC transmitters: EdgeTX firmware on hobby radios, binding, mixes, switch warnings, Companion, SD card pack ----
    t = (U, "X.Lite Pro not possible to bind receiver", "u1")
    a1 = (U, "On my Taranis X-Lite Pro Is not possible to bind new Access receiver (Archer R4 and Archer SR6 tried).", "u1")
    a2 = (U, "The last firmware on both Rx installed.", "u1")
    a4 = "I find, that When I try to press SHIFT button, so is Receiver binded at background (servos are reacting), but on screen still stay \"bind waiting window\" and until Transmitter power off is not gone."
    # What fails is the firmware's binding, EdgeTX left out (ruling before df37, first clause).
    rec(P2_ETX4186, [t], a1[1], True, "ellipsis", [], "With EdgeTX on my Taranis X-Lite Pro it is not possible to bind a new ACCESS receiver (Archer R4 and Archer SR6 tried).", author="u1")
    rec(P2_ETX4186, [t, a1], a2[1], True, "ellipsis", ["both Rx"], "The latest firmware is installed on both ACCESS receivers (Archer R4 and Archer SR6) that EdgeTX on my Taranis X-Lite Pro fails to bind.", author="u1")
    # Names EdgeTX and its version in a complete first-person sentence (rule 1): a trap.
    rec(P2_ETX4186, [t, a1, a2], P2_E_CZECH, False, SAME, [], None, author="u1")
    rec(P2_ETX4186, [t, a1, a2, (U, P2_E_CZECH, "u1")], a4, True, "ellipsis", ["Receiver", "Transmitter"], "On my Taranis X-Lite Pro with EdgeTX 2.9.1, pressing SHIFT binds the ACCESS receiver in the background (servos react), but the bind waiting window stays on screen until the transmitter is powered off.", author="u1")
    lend(P2_ETX4186, [t], P2_E_X12S, SAME, P2_ETX4030)

    t = (U, "Some Mixes no longer work in v2.9.2", "u1")
    b1 = (U, "When updating from v2.9.1 to v2.9.2, I notice that several mixes no longer fully work under v2.9.2.", "u1")
    b2 = (U, "I have a rescue mode that skips a line and a spinfix mix that no longer works.", "u1")
    b3 = (U, "When reinstalling back to 9.1, everything works normally again.", "u1")
    b4 = (U, "Anyone else having such problems?", "u1")
    b5 = "Please upload a copy of the affected mode"
    rec(P2_ETX4361, [t], b1[1], True, "ellipsis", [], "When updating EdgeTX from v2.9.1 to v2.9.2 on my RadioMaster TX16S, several mixes no longer fully work.", author="u1")
    # "no longer works" is the update only the thread names (rule 6).
    rec(P2_ETX4361, [t, b1], b2[1], True, "ellipsis", ["no longer works"], "Since updating EdgeTX to v2.9.2, my rescue mode mix that skips a line and my spinfix mix no longer work.", author="u1")
    rec(P2_ETX4361, [t, b1, b2], b3[1], True, "ellipsis", [], "When I reinstall EdgeTX 2.9.1 over 2.9.2, my rescue mode and spinfix mixes work normally again.", author="u1")
    rec(P2_ETX4361, [t, b1, b2, b3], b4[1], True, "pronoun", ["such problems"], "Is anyone else having mixes stop working after updating EdgeTX from 2.9.1 to 2.9.2?", author="u1")
    rec(P2_ETX4361, [t, b1, b2, b3, b4], b5, True, "pronoun", ["the affected mode"], "Please upload a copy of the EdgeTX model whose mixes stopped working in v2.9.2.", author="u2")
    lend(P2_ETX4361, [t, b1], P2_E_CPN271, SAME, P2_ETX2568)

    t = (U, "SA SD switch warnings did not exist", "u1")
    d1 = (U, "I whant to enable SA SD switch warning on radiomaster pocket, but there is no such option.", "u1")
    d2 = (U, "Only SB SC SE switches are available to configure on switch warning tab", "u1")
    d3 = "Solved. Not a bug"
    rec(P2_ETX6495, [t], d1[1], True, "ellipsis", [], "I want to enable SA and SD switch warnings in EdgeTX 2.11.2 on my RadioMaster Pocket, but there is no such option.", author="u1")
    rec(P2_ETX6495, [t, d1], d2[1], True, "ellipsis", [], "Only the SB, SC and SE switches are available on EdgeTX's switch warning tab on my RadioMaster Pocket, not SA and SD.", author="u1")
    rec(P2_ETX6495, [t, d1, d2], d3, True, "ellipsis", [], "The missing SA and SD switch warnings in EdgeTX 2.11.2 on the RadioMaster Pocket are solved and not a bug.", author="u1")
    lend(P2_ETX6495, [t], P2_E_OTXSIM, SAME, P2_ETX811)
    lend(P2_ETX6495, [t, d1], P2_E_CZECH, SAME, P2_ETX4186)
    lend(P2_ETX6495, [t, d1, d2], P2_E_UNABLE, SAME, P2_ETX2968)

    t = (U, "BUG of EL18 internal RF switching model.", "u1")
    e1 = (U, "The transmitter cannot be connected to the receiver after switching models.", "u1")
    e2 = (U, "EL18 and internal RF AFHDS3.", "u1")
    e3 = "Select MODEL1, TX cannot be connected to RXA"
    rec(P2_ETX3384, [t], e1[1], True, "ellipsis", ["The transmitter"], "With EdgeTX 2.8.0 my Flysky EL18 transmitter cannot connect to the receiver after switching models on its internal RF module.", author="u1")
    # An environment fragment leans on the thread (rule 1, rule 6).
    rec(P2_ETX3384, [t, e1], e2[1], True, "ellipsis", [], "The EdgeTX model-switching bug is on a Flysky EL18 with its internal AFHDS3 RF module.", author="u1")
    rec(P2_ETX3384, [t, e1, e2], e3, True, "ellipsis", ["MODEL1", "RXA"], "After binding model 1 to receiver A with RX ID 0 and model 2 to receiver B with RX ID 1 on a Flysky EL18 with EdgeTX, selecting model 1 again the transmitter cannot connect to receiver A.", author="u1")
    lend(P2_ETX3384, [t, e1], P2_E_UNABLE, SAME, P2_ETX2968)
    lend(P2_ETX3384, [t, e1, e2], P2_E_CZECH, SAME, P2_ETX4186)

    t = (U, "v1 in logical switches is shifting with next 2 steps on each boot", "u1")
    f1 = (U, "it changes to T5+/- then T6, L1 etc.", "u1")
    f2 = (U, "Model file may be corrupted during connection of transmitter in sd-card USB storage mode.", "u1")
    f3 = (U, "Transmitter drops USB connection often and just turns off.", "u1")
    f4 = "Please try lastest nightly, I think I fix"
    rec(P2_ETX3732, [t], f1[1], True, "pronoun", ["it"], "In EdgeTX, the v1 value of my logical switch changes on each boot to T5+/-, then T6, L1 and so on.", author="u1")
    # "transmitter" is the user's Jumper T-Pro only the thread names, and the model file is EdgeTX's (the ruling before df36's subject only the thread gives).
    rec(P2_ETX3732, [t, f1], f2[1], True, "ellipsis", ["transmitter"], "My EdgeTX model file may be corrupted while my Jumper T-Pro is connected in SD-card USB storage mode.", author="u1")
    rec(P2_ETX3732, [t, f1, f2], f3[1], True, "ellipsis", ["Transmitter"], "My Jumper T-Pro with EdgeTX often drops the USB connection in SD-card storage mode and just turns off.", author="u1")
    rec(P2_ETX3732, [t, f1, f2, f3], f4, True, "ellipsis", [], "Please try the latest EdgeTX nightly; I think I fixed the logical switch v1 value shifting on each boot.", author="u2")
    lend(P2_ETX3732, [t], P2_E_PLANS, SELF, P2_ETX811)
    lend(P2_ETX3732, [t, f1], P2_E_X12S, SAME, P2_ETX4030)

    t = (U, "Preflight Checks: - Setting any switch to type \"None\" or \"Toggle\" breaks Preflight Check buttons to the right.", "u1")
    g1 = (U, "I am on 2.9.4, I also tried 2.9.3, 2.9.2 and problem remained.", "u1")
    g2 = (U, "Switching to 2.8.5 the issue was resolved.", "u1")
    g3 = (U, "I did not see any issue in Companion though did not thoroughly test.", "u1")
    g4 = "If I set my toggle as a \"2POS\" the problem does not occur."
    rec(P2_ETX4652, [t], g1[1], True, "ellipsis", ["problem"], "On EdgeTX 2.9.4, and also 2.9.3 and 2.9.2, setting a switch to type None or Toggle still breaks the Preflight Check buttons to its right.", author="u1")
    rec(P2_ETX4652, [t, g1], g2[1], True, "ellipsis", ["the issue"], "Switching to EdgeTX 2.8.5 resolved the broken Preflight Check buttons after a switch set to None or Toggle.", author="u1")
    rec(P2_ETX4652, [t, g1, g2], g3[1], True, "ellipsis", ["any issue"], "I did not see the broken Preflight Check buttons in EdgeTX Companion, though I did not test thoroughly.", author="u1")
    rec(P2_ETX4652, [t, g1, g2, g3], g4, True, "pronoun", ["the problem"], "If I set my toggle switch as 2POS, EdgeTX's Preflight Check buttons do not break.", author="u1")
    lend(P2_ETX4652, [t, g1], P2_E_OTXSIM, SAME, P2_ETX811)

    t = (U, "EMERGENCY MODE WHEN ASKING EXTERNAL ANTENNA", "u1")
    h1 = (U, "If you have a model with the option \"ASK\" for selecting internal or external antenna on startup, and you have any switch in a different position than the model default positions, system crash when you put the switches to the required position and goes to EMERGENCY MODE without asking for the antenna type.", "u1")
    h3 = (U, "It should ask for the antenna as normal startup.", "u1")
    h4 = "Could you please upload the `radio.yml` and model file (`modelXX.yml`) in question?"
    h5 = "I'm having issues reproducing"
    rec(P2_ETX4030, [t], h1[1], True, "ellipsis", ["system"], "In EdgeTX 2.9.0, with a model set to ASK for the internal or external antenna on startup and a switch out of its default position, the radio crashes into emergency mode when I correct the switch, without asking for the antenna.", author="u1")
    # The user's own radio and module named in full, nothing of EdgeTX (ruling before df37, own-device clause): a trap.
    rec(P2_ETX4030, [t, h1], P2_E_X12S, False, SAME, [], None, author="u1")
    rec(P2_ETX4030, [t, h1, (U, P2_E_X12S, "u1")], h3[1], True, "pronoun", ["It"], "EdgeTX should ask for the antenna type as on a normal startup even after a switch warning.", author="u1")
    rec(P2_ETX4030, [t, h1, (U, P2_E_X12S, "u1"), h3], h4, True, "ellipsis", ["in question"], "Could you upload the `radio.yml` and the model file (`modelXX.yml`) of the EdgeTX model that crashes into emergency mode when asking for the antenna?", author="u2")
    rec(P2_ETX4030, [t, h1, (U, P2_E_X12S, "u1"), h3, (A, h4, "u2")], h5, True, "ellipsis", [], "I'm having issues reproducing the EdgeTX emergency-mode crash when a model asks for the external antenna.", author="u2")

    t = (U, "2.12 Turning the radio on with switch warnings causes it to get stuck", "u1")
    i1 = (U, "I updated to 2.12 on my Radiomaster GX12.", "u1")
    i2 = (U, "The workaround I found was to correct the switch positions and restart the radio.", "u1")
    i3 = (A, "Cannot reproduce here, working fine here.", "u2")
    i4 = (A, "Flashed GX12 using buddy with 2.12.0.", "u2")
    i5 = "Does it happen also with a new model ?"
    # "2.12" is EdgeTX's version only the thread names (rule 1).
    rec(P2_ETX7312, [t], i1[1], True, "ellipsis", ["2.12"], "I updated my RadioMaster GX12 to EdgeTX 2.12.", author="u1")
    rec(P2_ETX7312, [t, i1], i2[1], True, "ellipsis", ["The workaround"], "The workaround I found for EdgeTX 2.12 getting stuck on switch warnings at power-on is to correct the switch positions and restart the radio.", author="u1")
    rec(P2_ETX7312, [t, i1, i2], i3[1], True, "ellipsis", [], "I cannot reproduce EdgeTX 2.12 getting stuck on switch warnings at power-on; it works fine here.", author="u2")
    rec(P2_ETX7312, [t, i1, i2, i3], i4[1], True, "ellipsis", [], "I flashed EdgeTX 2.12.0 to a RadioMaster GX12 using EdgeTX Buddy to try the switch-warning hang.", author="u2")
    rec(P2_ETX7312, [t, i1, i2, i3, i4], i5, True, "pronoun", ["it"], "Does EdgeTX 2.12 also get stuck on switch warnings at power-on with a new model?", author="u2")
    lend(P2_ETX7312, [t, i1], P2_E_PLANS, SELF, P2_ETX811)

    t = (U, "TX16S Hang with Sound+Vibration Loop when Switching Models with Rx Connected", "u1")
    j1 = (U, "When a quad is connected to my Radiomaster TX16S radio, and I attempt to change to a different model profile via the touchscreen, the radio will refuse any new inputs, and begin vibrating constantly while repeating \"receiver still connected\" for approximately 10 seconds before rebooting.", "u1")
    j2 = (U, "It will then be in Emergency Mode until power cycled again.", "u1")
    j3 = "This is using an external ELRS module (Happymodel ES24TX Pro)"
    rec(P2_ETX3534, [t], j1[1], True, "ellipsis", [], "With EdgeTX 2.8.1, when a quad is connected to my RadioMaster TX16S and I change to a different model via the touchscreen, the radio refuses input and vibrates, repeating \"receiver still connected\" for about 10 seconds before rebooting.", author="u1")
    rec(P2_ETX3534, [t, j1], j2[1], True, "pronoun", ["It"], "After the model-switch hang, my RadioMaster TX16S with EdgeTX stays in Emergency Mode until it is power cycled again.", author="u1")
    rec(P2_ETX3534, [t, j1, j2], j3, True, "pronoun", ["This"], "My RadioMaster TX16S that hangs with EdgeTX when switching models uses an external ELRS module (Happymodel ES24TX Pro).", author="u1")
    lend(P2_ETX3534, [t], P2_E_CPN271, SAME, P2_ETX2568)

    t = (U, "MT12 Trim T1 Assigned to Trim T3", "u1")
    k1 = (U, "Not sure this is a bug or just something strange with my radio.", "u1")
    k2 = (U, "I've replaced the SD card and re-flashed the radio with v2.10.5 but I'm still seeing this issue.", "u1")
    k3 = "Disregard this issue, I dissembled the radio only to find out that the ribbon cable going to the trim switches and other controls was dislodged."
    rec(P2_ETX5762, [t, k1], k2[1], True, "pronoun", ["this issue"], "I've replaced the SD card and re-flashed my RadioMaster MT12 with EdgeTX v2.10.5, but trim T1 still moves trim T3.", author="u1")
    rec(P2_ETX5762, [t, k1, k2], k3, True, "pronoun", ["this issue"], "Disregard my report of trim T1 moving trim T3 on my RadioMaster MT12 with EdgeTX: the ribbon cable to the trim switches and other controls was dislodged.", author="u1")
    lend(P2_ETX5762, [t, k1], P2_E_CZECH, SAME, P2_ETX4186)
    lend(P2_ETX5762, [t], P2_E_UNABLE, SAME, P2_ETX2968)

    t = (U, "After update >Mix20 doesnt work.", "u1")
    l1 = (U, "After transmitter firmware update the mixer >ch20 do not work.", "u1")
    l2 = (U, "New models are not afected.", "u1")
    l3 = "It was the mix ch20."
    rec(P2_ETX5568, [t], l1[1], True, "ellipsis", [], "After updating my RadioMaster Pocket to EdgeTX 2.10.4, the mixes above channel 20 do not work.", author="u1")
    rec(P2_ETX5568, [t, l1], l2[1], True, "ellipsis", [], "New models are not affected by mixes above channel 20 failing after the EdgeTX 2.10.4 update.", author="u1")
    rec(P2_ETX5568, [t, l1, l2], l3, True, "pronoun", ["It"], "The cause of my mixes above channel 20 failing after the EdgeTX update was the mix on channel 20.", author="u1")
    lend(P2_ETX5568, [t, l1], P2_E_X12S, SAME, P2_ETX4030)
    lend(P2_ETX5568, [t], P2_E_CZECH, SAME, P2_ETX4186)
    lend(P2_ETX5568, [t, l1, l2], P2_E_PLANS, SELF, P2_ETX811)

    t = (U, "EdgeTX Companion 2.7.1 cannot find SD card on Mac OS.", "u1")
    m2 = (A, "Fixed in #2564", "u2")
    m3 = (U, "I still have this exact problem, even with RC3 of the companion app which renders it useless at this point :(", "u3")
    m4 = (U, "How far away is RC4 ?", "u3")
    m5 = (A, "Next few days.", "u4")
    m6 = "awesome, it works now."
    # Names the project and its version in full (rule 1): a trap.
    rec(P2_ETX2568, [t], P2_E_CPN271, False, SAME, [], None, author="u1")
    m1 = (U, P2_E_CPN271, "u1")
    # An issue number the history never named is no back-reference; what was fixed is left out (ruling before df37).
    rec(P2_ETX2568, [t, m1], m2[1], True, "ellipsis", [], "EdgeTX Companion 2.7.1 not finding the radio's SD card on macOS is fixed in EdgeTX pull request #2564.", author="u2")
    rec(P2_ETX2568, [t, m1, m2], m3[1], True, "pronoun", ["this exact problem"], "EdgeTX Companion still cannot find the radio's SD card on macOS, even with the RC3 of Companion, which makes it useless for me.", author="u3")
    rec(P2_ETX2568, [t, m1, m2, m3], m4[1], True, "ellipsis", ["RC4"], "How far away is the RC4 of EdgeTX Companion 2.8?", author="u3")
    rec(P2_ETX2568, [t, m1, m2, m3, m4], m5[1], True, "ellipsis", [], "EdgeTX Companion 2.8 RC4 is a few days away.", author="u4")
    rec(P2_ETX2568, [t, m1, m2, m3, m4, m5], m6, True, "pronoun", ["it"], "The latest EdgeTX 2.8 branch build of Companion now finds the radio's SD card on macOS.", author="u3")

    t = (U, "[Solved] RadioMaster TX12 MkII Companion connection problem", "u1")
    n2 = (U, "The problem remains after installing the universal driver replacement software Zadig.exe from https://zadig.akeo.ie/, as specified in the TX12 User's manual.", "u1")
    n3 = (U, "Problem was due to the installation of the Zadig drivers", "u1")
    n4 = "Fantastic. Glad you got it working :)"
    # Names EdgeTX Companion and quotes its message in full (rule 1): a trap.
    rec(P2_ETX2968, [t], P2_E_UNABLE, False, SAME, [], None, author="u1")
    n1 = (U, P2_E_UNABLE, "u1")
    rec(P2_ETX2968, [t, n1], n2[1], True, "pronoun", ["The problem"], "EdgeTX Companion still shows \"Unable to find Radio SD Card\" for my RadioMaster TX12 MkII after installing the Zadig.exe driver replacement, as the TX12 user's manual says.", author="u1")
    rec(P2_ETX2968, [t, n1, n2], n3[1], True, "ellipsis", ["Problem"], "EdgeTX Companion's \"Unable to find Radio SD Card\" with my RadioMaster TX12 MkII was due to installing the Zadig drivers.", author="u1")
    rec(P2_ETX2968, [t, n1, n2, n3], n4, True, "pronoun", ["it"], "Glad you got EdgeTX Companion connecting to your RadioMaster TX12 MkII.", author="u2")
    lend(P2_ETX2968, [t], P2_E_CPN271, SAME, P2_ETX2568)

    t = (U, "edgeTX 2.1O.3+ does not work with Commando8", "u1")
    o1 = (U, "when i turn on my radio it doesn't pick up the sd card.", "u1")
    o2 = (A, "As per the release notes, 2.10.3 was the first version of 2.10.x that was safe to use with the Commando8.", "u2")
    o3 = (A, "What exactly do you mean by \"it does not pick up the SD card\" ??", "u2")
    o4 = "I cannot reproduce this with iFlight Commando8 running v2.10.4 - SD card is working fine"
    rec(P2_ETX5610, [t], o1[1], True, "ellipsis", [], "When I turn on my iFlight Commando8 with EdgeTX 2.10.4, it doesn't pick up the SD card.", author="u1")
    rec(P2_ETX5610, [t, o1], o2[1], True, "ellipsis", ["the release notes", "2.10.3"], "As per EdgeTX's release notes, EdgeTX 2.10.3 was the first 2.10.x version safe to use with the iFlight Commando8.", author="u2")
    rec(P2_ETX5610, [t, o1, o2], o3[1], True, "ellipsis", ["it does not pick up the SD card"], "What exactly do you mean by your iFlight Commando8 with EdgeTX 2.10.4 not picking up the SD card?", author="u2")
    rec(P2_ETX5610, [t, o1, o2, o3], o4, True, "pronoun", ["this"], "I cannot reproduce the SD card not being picked up with an iFlight Commando8 running EdgeTX v2.10.4; the SD card works fine.", author="u2")
    lend(P2_ETX5610, [t], P2_E_X12S, SAME, P2_ETX4030)
    lend(P2_ETX5610, [t, o1], P2_E_UNABLE, SAME, P2_ETX2968)

    t = (U, "Extending Companion telemetry simulation capabilites", "u1")
    q2 = (U, "The telemetry input screen is the same as it was several years ago.", "u1")
    # A general sentence naming its subject with no word only the thread resolves (ruling before df36): a trap.
    rec(P2_ETX811, [t], P2_E_OTXSIM, False, SAME, [], None, author="u1")
    q1 = (U, P2_E_OTXSIM, "u1")
    rec(P2_ETX811, [t, q1], q2[1], True, "ellipsis", ["The telemetry input screen"], "The telemetry input screen of the OpenTX Companion simulator is the same as it was several years ago.", author="u1")
    # "it" is the simulator inside the same question, which names EdgeTX (rule 2).
    rec(P2_ETX811, [t, q1, q2], P2_E_PLANS, False, SELF, [], None, author="u1")

    t = (U, "Edgetx Buddy Radiomaster Boxer sdcard", "u1")
    p1 = (U, "I can complete the Providence 2,9 firmware update, but i cannot get the sdcard to finish updating the providence 2.9 sdcard pack.", "u1")
    p2 = (U, "It keeps stopping and shutting the radio off during the sounds.", "u1")
    p3 = (A, "Is the radio battery more than half charged (i.e. it's not switching off because it's flat?)?", "u2")
    p4 = "Bad SD card..?"
    rec(P2_ESD120, [t], p1[1], True, "ellipsis", [], "With EdgeTX Buddy I can complete the EdgeTX 2.9 Providence firmware update on my RadioMaster Boxer, but I cannot get it to finish writing the 2.9 SD card pack.", author="u1")
    rec(P2_ESD120, [t, p1], p2[1], True, "pronoun", ["It"], "EdgeTX Buddy's SD card pack update keeps stopping and my RadioMaster Boxer shuts off while the sounds are written.", author="u1")
    rec(P2_ESD120, [t, p1, p2], p3[1], True, "ellipsis", ["the radio"], "Is your RadioMaster Boxer's battery more than half charged, so it is not switching off during the EdgeTX Buddy SD card update because it is flat?", author="u2")
    rec(P2_ESD120, [t, p1, p2, p3], p4, True, "ellipsis", [], "Is a bad SD card why EdgeTX Buddy's SD card pack update on my RadioMaster Boxer stops?", author="u1")
    lend(P2_ESD120, [t], P2_E_CPN271, SAME, P2_ETX2568)
    lend(P2_ESD120, [t, p1], P2_E_OTXSIM, SAME, P2_ETX811)

    t = (U, "Properly format SD card/Replace SD card/Resolve SD card Issues Guide", "u1")
    r1 = (U, "With the influx of users among RC communities displaying issues regarding SD cards, I've created a guide with a thorough explaination of the low quality devices manufacturers use and how they're created, along with steps for the user to back up their SD card by removing it from the transmitter and manually copying the files or using the the companion application.", "u1")
    r2 = (U, "I personally do not use the companion application, so that part is lacking and is simply referenced.", "u1")
    r3 = "Feel free to adjust or make suggestions where needed."
    rec(P2_EUM30, [t], r1[1], True, "ellipsis", [], "With the influx of users in RC communities with SD card issues, I've created a guide for EdgeTX radios on the low-quality SD cards manufacturers use and on backing up the SD card by copying its files or using EdgeTX Companion.", author="u1")
    rec(P2_EUM30, [t, r1], r2[1], True, "pronoun", ["that part"], "I personally do not use the EdgeTX Companion application, so the Companion part of my EdgeTX SD card guide is lacking and only referenced.", author="u1")
    rec(P2_EUM30, [t, r1, r2], r3, True, "ellipsis", [], "Feel free to adjust my guide to formatting, replacing and fixing EdgeTX radio SD cards, or make suggestions where needed.", author="u1")
    lend(P2_EUM30, [t, r1], P2_E_PLANS, SELF, P2_ETX811)


def P2_fujifilm(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- Fujifilm cameras: film simulations and recipes, LUT profiles, the cameras' Wi-Fi protocol ----
    t = (U, "Recipe downloading and custom seeting manipulation", "u1")
    a0 = (U, "I recently came across your blog post https://danielc.dev/blog/2-years-of-fujihack/ and this project.", "u1")
    a3 = (U, "It would be great to swap out settings from a mobile device.", "u1")
    a4 = (U, "Have you found ways to manipulate the stored settings in the camera via the Q menu?", "u1")
    a5 = (A, "It's possible on newer cameras, but I don't have a camera that supports it.", "u2")
    a6 = "But whenever I get it working, it should be easy enough to get it working through the desktop and android client."
    # The user's goal named in full, nothing left to the thread (rule 1): a trap.
    rec(P2_FUD28, [t, a0], P2_F_LOOKING, False, SAME, [], None, author="u1")
    # Another product named in full, "it" inside the sentence (rule 2; ruling before df37, other-product clause).
    rec(P2_FUD28, [t, a0, (U, P2_F_LOOKING, "u1")], P2_F_XSTUDIO, False, SELF, [], None, author="u1")
    h = [t, a0, (U, P2_F_LOOKING, "u1"), (U, P2_F_XSTUDIO, "u1")]
    rec(P2_FUD28, h, a3[1], True, "ellipsis", ["settings"], "It would be great to swap out Fujifilm film simulation recipe settings from a mobile device with Fudge instead of the desktop-only X Studio app.", author="u1")
    rec(P2_FUD28, [*h, a3], a4[1], True, "ellipsis", ["the stored settings", "the camera"], "Has Fudge's developer found ways to manipulate the custom settings stored in a Fujifilm camera via the Q menu?", author="u1")
    rec(P2_FUD28, [*h, a3, a4], a5[1], True, "pronoun", ["It", "it"], "Manipulating the stored recipe settings over Fudge is possible on newer Fujifilm cameras, but I don't have a camera that supports it.", author="u2")
    rec(P2_FUD28, [*h, a3, a4, a5], a6, True, "pronoun", ["it"], "Whenever I get recipe setting manipulation working on newer Fujifilm cameras, it should be easy to offer through Fudge's desktop and Android clients.", author="u2")

    t = (U, "Would like to contribute for X100F compatibility", "u1")
    b2 = (U, "I'd like to contribute to this, my overall goal would be basically to get a button to fast-import all photos that have been taken since the last import, with as little overhead as possible.", "u1")
    b3 = (A, "I haven't heard this before.", "u2")
    b5 = (A, "Nonetheless, a very valid request.", "u2")
    b6 = "Right now I'm working on replacing PC AutoSave functionality (and wireless tether) which works the best for exactly what you describe, but both devices have to be connected to an WiFi network."
    rec(P2_FUD19, [t], b2[1], True, "pronoun", ["this"], "I'd like to contribute to Fudge's X100F support; my goal is a button that fast-imports all photos taken on the Fujifilm camera since the last import.", author="u1")
    rec(P2_FUD19, [t, b2], b3[1], True, "pronoun", ["this"], "I haven't heard the request for a Fudge button that fast-imports all photos since the last import before.", author="u2")
    # A complete first-person sentence naming its own subject, "it" the photo inside it (ruling before df36, answers; rule 2).
    rec(P2_FUD19, [t, b2, b3], P2_F_TWO, False, SELF, [], None, author="u2")
    rec(P2_FUD19, [t, b2, b3, (A, P2_F_TWO, "u2")], b5[1], True, "ellipsis", [], "Nonetheless, a button in Fudge to fast-import all photos since the last import is a very valid request.", author="u2")
    rec(P2_FUD19, [t, b2, b3, (A, P2_F_TWO, "u2"), b5], b6, True, "ellipsis", ["what you describe"], "Right now I'm replacing Fujifilm's PC AutoSave (and wireless tether) in Fudge, which works best for importing all new photos from the camera, but both devices have to be on a Wi-Fi network.", author="u2")
    lend(P2_FUD19, [t], P2_F_NOXT2, SAME, P2_FCW2)

    t = (U, "App does not work with X-T2", "u1")
    c1 = (U, "I tested your app with my Fuji X-T2 but could not make a connection between the two devices.", "u1")
    c3 = (U, "BTW, if you want me to test some stuff to make the app work, or send logs, let me know !", "u1")
    c4 = (A, "With the latest version I was able to get it working reliably on the X-H1.", "u2")
    c5 = (A, "What error did you get?", "u2")
    c6 = "Found likely cause of issue, will fix soon"
    rec(P2_FUD11, [t], c1[1], True, "pronoun", ["your app", "the two devices"], "I tested Fudge with my Fuji X-T2 but could not make a connection between the app and the camera.", author="u1")
    # A general guess naming its subject, no word only the thread resolves (ruling before df36): a trap.
    rec(P2_FUD11, [t, c1], P2_F_PROTOCOL, False, SAME, [], None, author="u1")
    h = [t, c1, (U, P2_F_PROTOCOL, "u1")]
    rec(P2_FUD11, h, c3[1], True, "pronoun", ["the app"], "If you want me to test things to make Fudge work with my Fuji X-T2, or send logs, let me know.", author="u1")
    rec(P2_FUD11, [*h, c3], c4[1], True, "pronoun", ["the latest version", "it"], "With the latest version of Fudge I got it connecting reliably to a Fuji X-H1.", author="u2")
    rec(P2_FUD11, [*h, c3, c4], c5[1], True, "ellipsis", [], "What error did you get when Fudge failed to connect to your Fuji X-T2?", author="u2")
    rec(P2_FUD11, [*h, c3, c4, c5], c6, True, "ellipsis", ["issue"], "I found the likely cause of Fudge not connecting to the Fuji X-T2 and will fix it soon.", author="u2")

    t = (U, "XT-20 Failed to configure mode with camera", "u1")
    d1 = (U, "Camera gets stuck here, \"Ok\" button does nothing", "u1")
    d2 = (A, "Seems to work perfectly until setting up mode, the X-T20 seems to specifically want nothing to do with it.", "u2")
    d3 = (U, "Is there anything I can do to help?", "u1")
    d4 = "I saw on the readme wifi packet dumps are needed, if there's a guide on how to do that, I'd happily contribute."
    rec(P2_FUD6, [t], d1[1], True, "pronoun", ["here"], "My Fuji X-T20 gets stuck at Fudge's \"Failed to configure mode with camera\" message, and the OK button does nothing.", author="u1")
    rec(P2_FUD6, [t, d1], d2[1], True, "ellipsis", ["it"], "Fudge seems to work perfectly with the Fuji X-T20 until setting up the mode, which the camera refuses.", author="u2")
    rec(P2_FUD6, [t, d1, d2], d3[1], True, "ellipsis", [], "Is there anything I can do to help Fudge support the Fuji X-T20?", author="u1")
    rec(P2_FUD6, [t, d1, d2, d3], d4, True, "ellipsis", ["the readme"], "Fudge's readme says Wi-Fi packet dumps are needed; if there's a guide on how to capture them from a Fuji X-T20, I'd happily contribute.", author="u1")
    lend(P2_FUD6, [t, d1], P2_F_XTSERIES, SELF, P2_LGP517)
    lend(P2_FUD6, [t], P2_F_WEBCAM, SELF, P2_GP340)

    t = (U, "X-T2 requires newer version", "u1")
    e1 = (U, "Hi there, I just discovered this and wanted to try it out.", "u1")
    e2 = (U, "Using an X-T2, I get an error when connecting:", "u1")
    e6 = (A, "The log that fuji_cam_wifi_tool prints to stdout might help, because it dumps most of the data that is sent and received.", "u2")
    e8 = "I can send these to whoever would like them - tag me in this thread."
    rec(P2_FCW2, [t], e1[1], True, "pronoun", ["this", "it"], "I just discovered fuji-cam-wifi-tool and wanted to try it out.", author="u1")
    rec(P2_FCW2, [t, e1], e2[1], True, "ellipsis", [], "Using a Fuji X-T2, I get an error when fuji-cam-wifi-tool connects.", author="u1")
    rec(P2_FCW2, [t, e1, e2], P2_F_NOXT2, False, SAME, [], None, author="u2")
    # What the log "might help" with is the thread's X-T2 error (rule 1).
    rec(P2_FCW2, [t, e1, e2, (A, P2_F_NOXT2, "u2")], e6[1], True, "ellipsis", [], "The log fuji_cam_wifi_tool prints to stdout might help with the X-T2's \"app is previous version\" error, because it dumps most of the data sent and received.", author="u2")
    rec(P2_FCW2, [t, e1, e2, (A, P2_F_NOXT2, "u2"), e6], P2_F_DUMPS, False, SELF, [], None, author="u3")
    rec(P2_FCW2, [t, e1, e2, (A, P2_F_NOXT2, "u2"), e6, (U, P2_F_DUMPS, "u3")], e8, True, "pronoun", ["these"], "I can send my Wireshark dumps of the iOS Fuji app talking to an X-T2 to whoever would like them for fuji-cam-wifi-tool.", author="u3")

    t = (U, "Connecting to camera for the first time", "u1")
    f1 = (U, "I have attempted to follow the second instruction `Connect your computer to the camera's Wifi Access Point (in ad-hoc mode)` to no avail with both my X-T1 and X100T.", "u1")
    f2 = (U, "I am not sure if these cameras are not supported by the software", "u1")
    f3 = (U, "I successfully downloaded and built this tool, but I have a suspicion that this prerequisite step isn't met regardless of the state of the software.", "u1")
    f4 = "In KDE neon, I was able to connect to an X-T30 with \"IPv4 method: Link-Local\" and \"Wi-Fi mode: Infrastructure\" (NOT ad-hoc)"
    rec(P2_FCW18, [t], f1[1], True, "ellipsis", ["the second instruction"], "I have tried fuji-cam-wifi-tool's second instruction, connecting the computer to the camera's Wi-Fi access point in ad-hoc mode, with no success on my X-T1 and X100T.", author="u1")
    rec(P2_FCW18, [t, f1], f2[1], True, "pronoun", ["these cameras", "the software"], "I am not sure whether the Fuji X-T1 and X100T are supported by fuji-cam-wifi-tool.", author="u1")
    rec(P2_FCW18, [t, f1, f2], f3[1], True, "pronoun", ["this tool", "this prerequisite step"], "I downloaded and built fuji-cam-wifi-tool, but I suspect connecting my computer to the Fuji camera's Wi-Fi access point fails regardless of the tool.", author="u1")
    # A setting offered as what fixes the thread's connection, "(NOT ad-hoc)" against its instruction (ruling before df38, bare fix).
    rec(P2_FCW18, [t, f1, f2, f3], f4, True, "ellipsis", ["NOT ad-hoc"], "In KDE neon I connected my computer to a Fuji X-T30's Wi-Fi for fuji-cam-wifi-tool with \"IPv4 method: Link-Local\" and \"Wi-Fi mode: Infrastructure\" instead of the ad-hoc mode its instructions give.", author="u2")
    lend(P2_FCW18, [t], P2_F_PROTOCOL, SAME, P2_FUD11)
    lend(P2_FCW18, [t, f1], P2_F_FEATURE, SAME, P2_EPB122)

    t = (U, "Not able to connect on x-t5", "u1")
    g1 = (U, "Trying to connect to an x-t5 (latest fw) but no luck, apparently it is not able to connect.", "u1")
    g2 = (U, "I even tried to connect with tether but the ports are closed (and a port scan gives no luck at all)", "u1")
    g3 = (U, "Some suggestion (or i am doing something really wrong in your opinion?)", "u1")
    g4 = "ok when starting t5 in wifi tether, the fuji tether app sends first an udp message to find the port and init the connection changing the wifi icon from red to yellow when the handshake is completed, handshake made with a \"http like\" fashion"
    rec(P2_FCW22, [t], g1[1], True, "ellipsis", ["it"], "fuji-cam-wifi-tool is not able to connect to my Fuji X-T5 on the latest firmware.", author="u1")
    rec(P2_FCW22, [t, g1], g2[1], True, "ellipsis", ["even", "the ports"], "I even tried connecting fuji-cam-wifi-tool to my Fuji X-T5 in tether mode, but the ports are closed and a port scan finds nothing.", author="u1")
    rec(P2_FCW22, [t, g1, g2], g3[1], True, "ellipsis", [], "Any suggestion for connecting fuji-cam-wifi-tool to a Fuji X-T5, or am I doing something really wrong?", author="u1")
    # A finding about another product named in full, nothing said of the project (ruling before df37, other-product clause; ruling before df39 on "Turns out"-like openers).
    rec(P2_FCW22, [t, g1, g2, g3], g4, False, SAME, [], None, author="u1")
    lend(P2_FCW22, [t, g1], P2_F_XACQ, SELF, P2_GP340)

    t = (U, "Support Fuji X-T series control over wifi", "u1")
    h2 = (U, "There has been some work in reverse-engineering the protocol and I have added and fixed a few features to a working prototype at https://github.com/mzealey/fuji-cam-wifi-tool and implemented a live view with focus.", "u1")
    h3 = "I don't really have enough knowledge of the PTP protocol to take this further but I can certainly provide packet captures from the fuji-cam-wifi-tool, wifi dumps from the app and testing."
    rec(P2_LGP517, [t], P2_F_XTSERIES, False, SELF, [], None, author="u1")
    rec(P2_LGP517, [t, (U, P2_F_XTSERIES, "u1")], h2[1], True, "pronoun", ["the protocol"], "There has been some work reverse-engineering the Fuji Wi-Fi app's protocol, and I have added features to a working prototype at https://github.com/mzealey/fuji-cam-wifi-tool, including live view with focus.", author="u1")
    rec(P2_LGP517, [t, (U, P2_F_XTSERIES, "u1"), h2], h3, True, "pronoun", ["this", "the app"], "I don't know enough of PTP to take libgphoto2's Fuji X-T Wi-Fi support further, but I can provide packet captures from fuji-cam-wifi-tool, Wi-Fi dumps from the Fuji app and testing.", author="u1")
    lend(P2_LGP517, [t], P2_F_TWO, SELF, P2_FUD19)
    lend(P2_LGP517, [t], P2_F_LOOKING, SAME, P2_FUD28)

    t = (U, "Fuji X-T2 - no real success as yet. Please help.", "u1")
    i1 = (U, "I replied to you or other post on this issue, but I just remembered that you can tether via the free Fuji X-Aquire Windows application downloadable from the Fuji site.", "u2")
    i2 = (U, "There is also this https://github.com/hkr/fuji-cam-wifi-tool where soneone already started reverse engineering the fuji remote system", "u3")
    i4 = (U, "yes, i tried xacquie too and it only reads from the camera, it cannot control it.", "u4")
    i7 = "I used windows 10 ... not sure how to do it in Apple iOS"
    # An alternative whose goal (controlling the X-T2 from a computer) is left to the thread (ruling before df39, "Another ...").
    rec(P2_GP340, [t], i1[1], True, "ellipsis", ["this issue"], "Instead of gphoto2, you can tether a Fuji X-T2 via the free Fuji X-Acquire Windows application from Fuji's site.", author="u2")
    rec(P2_GP340, [t, i1], i2[1], True, "ellipsis", ["also"], "Another way to control a Fuji X-T2 remotely is https://github.com/hkr/fuji-cam-wifi-tool, where someone started reverse engineering Fuji's remote system.", author="u3")
    rec(P2_GP340, [t, i1, i2], P2_F_XACQ, False, SELF, [], None, author="u2")
    rec(P2_GP340, [t, i1, i2, (U, P2_F_XACQ, "u2")], i4[1], True, "ellipsis", ["yes", "too"], "I also tried Fuji X-Acquire with my X-T2 and it only reads from the camera; it cannot control it.", author="u4")
    # Another product named in full, nothing of gphoto2 (ruling before df38, measure clause: "I tried using Navicat Premium"): a trap.
    rec(P2_GP340, [t, i1, i2, (U, P2_F_XACQ, "u2"), i4], P2_F_WEBCAM, False, SELF, [], None, author="u4")
    rec(P2_GP340, [t, i1, i2, (U, P2_F_XACQ, "u2"), i4, (U, P2_F_WEBCAM, "u4")], i7, True, "pronoun", ["it"], "I captured the Fuji X-T2's USB traffic on Windows 10; I'm not sure how to capture it on Apple iOS.", author="u4")

    t = (U, "Fuji X-T5 Unable to connect", "u1")
    j1 = "Unable to connect my Fujifilm x-T5"
    rec(P2_RPD255, [t], j1, True, "ellipsis", [], "Rapid Photo Downloader is unable to connect to my Fujifilm X-T5.", author="u1")
    lend(P2_RPD255, [t], P2_F_NOXT2, SAME, P2_FCW2)
    lend(P2_RPD255, [t], P2_F_PROTOCOL, SAME, P2_FUD11)
    lend(P2_RPD255, [t, (U, j1, "u1")], P2_F_DUMPS, SELF, P2_FCW2)
    lend(P2_RPD255, [t, (U, j1, "u1")], P2_F_XSTUDIO, SELF, P2_FUD28)

    t = (U, "Film Simulation Recipes", "u1")
    k1 = (U, "Can it apply Film Simulation Recipes to an image like https://fujixweekly.com/recipes/?", "u1")
    k2 = (U, "I saw some similar settings.", "u1")
    k3 = (A, "Those are manufacturer specific settings.", "u2")
    k4 = (A, "I imagine some of them are here as things like exposure or contrast are quite universal", "u2")
    k5 = "Recipes (save/load settings) added in commit daa36f5"
    rec(P2_MPE4, [t], k1[1], True, "pronoun", ["it"], "Can mini-photo-editor apply Fujifilm film simulation recipes like those on https://fujixweekly.com/recipes/ to an image?", author="u1")
    rec(P2_MPE4, [t, k1], k2[1], True, "ellipsis", ["similar settings"], "I saw settings in mini-photo-editor similar to those of Fujifilm film simulation recipes.", author="u1")
    rec(P2_MPE4, [t, k1, k2], k3[1], True, "pronoun", ["Those"], "Fujifilm film simulation recipes are manufacturer-specific settings.", author="u2")
    rec(P2_MPE4, [t, k1, k2, k3], k4[1], True, "pronoun", ["them", "here"], "Some Fujifilm recipe settings are probably in mini-photo-editor, since things like exposure or contrast are quite universal.", author="u2")
    rec(P2_MPE4, [t, k1, k2, k3, k4], k5, True, "ellipsis", [], "Saving and loading settings as recipes was added to mini-photo-editor in commit daa36f5.", author="u2")
    lend(P2_MPE4, [t, k1], P2_F_FEATURE, SAME, P2_EPB122)

    t = (U, "About FILMS Function", "u1")
    l1 = (U, "I can't find the configuration path and introduction regarding the FILMS function in your sample website(https://photos.sambecker.com/film/acros).", "u1")
    l2 = (U, "Can you briefly introduce the function and how to use this function?", "u1")
    l4 = "You when upload a photo shot on a Fuji camera we will surface the film simulation mode used, and place that film in the grid sidebar."
    rec(P2_EPB122, [t], l1[1], True, "pronoun", ["your sample website"], "I can't find the configuration path or an introduction to the FILMS function of exif-photo-blog's sample website (https://photos.sambecker.com/film/acros).", author="u1")
    rec(P2_EPB122, [t, l1], l2[1], True, "pronoun", ["the function", "this function"], "Can you briefly introduce exif-photo-blog's FILMS function and how to use it?", author="u1")
    # A general sentence naming its subject (ruling before df36): a trap.
    rec(P2_EPB122, [t, l1, l2], P2_F_FEATURE, False, SAME, [], None, author="u2")
    rec(P2_EPB122, [t, l1, l2, (A, P2_F_FEATURE, "u2")], l4, True, "ellipsis", ["we"], "When you upload a photo shot on a Fuji camera, exif-photo-blog surfaces the film simulation mode used and places that film in the grid sidebar.", author="u2")
    lend(P2_EPB122, [t], P2_F_XTSERIES, SELF, P2_LGP517)

    t = (U, "can you make Classic Negative film simulation", "u1")
    m1 = (U, "i need Classic Negative T-T", "u1")
    m2 = "I'll look into it, but i'm not sure I can do it any time soon"
    rec(P2_AFCP5, [t], m1[1], True, "ellipsis", [], "I need a Classic Negative profile in FujifilmCameraProfiles.", author="u1")
    rec(P2_AFCP5, [t, m1], m2, True, "pronoun", ["it"], "I'll look into making a Classic Negative film simulation profile for FujifilmCameraProfiles, but not any time soon.", author="u2")
    lend(P2_AFCP5, [t], P2_F_LOOKING, SAME, P2_FUD28)
    lend(P2_AFCP5, [t, m1], P2_F_FEATURE, SAME, P2_EPB122)

    t = (U, "Missing Original Fujifilm Simulations (Bleach Bypass & Nostalgic Neg)", "u1")
    n1 = (U, "I noticed that we don\u2019t have the original Fujifilm simulations for Bleach Bypass and Nostalgic Neg.", "u1")
    n2 = (U, "Instead, it seems we have to convert them from Provia.", "u1")
    n3 = (U, "Can we use the image to create the LUT?", "u1")
    n4 = (U, "I could contribute to this repo!", "u1")
    n5 = "It was quicker and easier to make them"
    rec(P2_AFCP16, [t], n1[1], True, "ellipsis", ["we"], "I noticed that FujifilmCameraProfiles doesn't have the original Fujifilm simulations for Bleach Bypass and Nostalgic Neg.", author="u1")
    rec(P2_AFCP16, [t, n1], n2[1], True, "pronoun", ["them"], "Instead of original profiles, FujifilmCameraProfiles seems to convert the Bleach Bypass and Nostalgic Neg simulations from Provia.", author="u1")
    rec(P2_AFCP16, [t, n1, n2], n3[1], True, "pronoun", ["the image", "the LUT"], "Can an image be used to create the Bleach Bypass and Nostalgic Neg LUTs of FujifilmCameraProfiles?", author="u1")
    rec(P2_AFCP16, [t, n1, n2, n3], n4[1], True, "pronoun", ["this repo"], "I could contribute to FujifilmCameraProfiles!", author="u1")
    rec(P2_AFCP16, [t, n1, n2, n3, n4], n5, True, "pronoun", ["It", "them"], "Converting the Bleach Bypass and Nostalgic Neg profiles from Provia was quicker and easier than making originals.", author="u2")
    lend(P2_AFCP16, [t], P2_F_TWO, SELF, P2_FUD19)

    t = (U, "Reala Ace Film Simulation", "u1")
    o1 = "In the X-M5 camera, film simulation Reala Ace s called \"Reala ACE\" and not \"Reala Ace\"."
    o2 = (U, "\"ACE\" is written in capital letters.", "u1")
    o4 = (A, "My only camera, x-s10,  does not have that film sim, so the exif information for reala was probably inferred.", "u2")
    o6 = "You should only need to do a `make update` to get the changes"
    # A fact about the user's camera named in full, nothing of what Filmcase does (ruling before df37, own-device clause): a trap; listed for the lead.
    rec(P2_FCASE48, [t], o1, False, SAME, [], None, author="u1")
    rec(P2_FCASE48, [t, (U, o1, "u1"), o2], o4[1], True, "pronoun", ["that film sim"], "My only Fujifilm camera, an X-S10, does not have the Reala Ace film simulation, so Filmcase's EXIF information for Reala was probably inferred.", author="u2")
    rec(P2_FCASE48, [t, (U, o1, "u1"), o2, o4], o6, True, "ellipsis", ["the changes"], "You should only need to run `make update` to get Filmcase's fix for the Reala ACE film simulation name.", author="u2")
    lend(P2_FCASE48, [t], P2_F_WEBCAM, SELF, P2_GP340)


def P2_stardew(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- Stardew Valley modding: Stardrop mod manager, SMAPI on Android and in a multiplayer Docker server ----
    t = (U, "[Bug]: Forcing Nexus Downloads to open Stardrop", "u1")
    a2 = (U, "Intended was Skyrim mods to Vortex, but it would open Stardrop regardless.", "u1")
    a3 = (U, "I'm having to manually download mods for Skyrim to copy to Vortex, otherwise it just opens Stardrop.", "u1")
    a6 = "You may need to re-register Vortex's NXM afterwards."
    # Names Stardrop and says in full what happens (rule 1): a trap.
    rec(P2_SD375, [t], P2_S_NXMOPEN, False, SAME, [], None, author="u1")
    h = [t, (U, P2_S_NXMOPEN, "u1")]
    rec(P2_SD375, h, a2[1], True, "ellipsis", ["Intended was"], "My Nexus Mods 'mod manager' downloads of Skyrim mods were meant to go to Vortex, but since Stardrop 1.10.2 they open Stardrop instead.", author="u1")
    rec(P2_SD375, [*h, a2], a3[1], True, "pronoun", ["it"], "I have to download Skyrim mods manually to copy them to Vortex, otherwise Nexus Mods' mod manager download opens Stardrop.", author="u1")
    # A how-to naming everything it needs, answer to the report (ruling before df36, answers): a trap.
    rec(P2_SD375, [*h, a2, a3], P2_S_REMOVENXM, False, SAME, [], None, author="u2")
    rec(P2_SD375, [*h, a2, a3, (A, P2_S_REMOVENXM, "u2")], a6, True, "ellipsis", ["afterwards"], "After removing Stardrop's NXM association, you may need to re-register Vortex's NXM handler.", author="u2")
    lend(P2_SD375, [t], P2_S_MAC, SAME, P2_SD320)

    t = (U, "Not sure if this is a bug or if I'm just dumb", "u1")
    b2 = (U, "I've connected my Nexus account, but whenever I try to download something it doesn't seem to do anything.", "u1")
    b4 = (A, "NXM support (for using the download via mod manager button) hasn't been implemented for Linux yet, though I am hoping to have it added in the next release.", "u2")
    b5 = (U, "It's been nearly two years and I believe this is still not addressed.", "u3")
    b6 = "Are there any plans to implement this anytime soon?"
    # Names Stardrop; "that" is the downloads of the same sentence (rule 2): a trap.
    rec(P2_SD85, [t], P2_S_GITBOOK, False, SELF, [], None, author="u1")
    h = [t, (U, P2_S_GITBOOK, "u1")]
    rec(P2_SD85, h, b2[1], True, "pronoun", ["it"], "I've connected my Nexus account to Stardrop, but whenever I try a mod manager download nothing seems to happen.", author="u1")
    # A complete first-person environment sentence (rule 1's "I'm on Windows 11 and Python 3.12.1"): a trap.
    rec(P2_SD85, [*h, b2], P2_S_LINUX, False, SAME, [], None, author="u1")
    h = [*h, b2, (U, P2_S_LINUX, "u1")]
    rec(P2_SD85, h, b4[1], True, "ellipsis", [], "Stardrop's NXM support (for Nexus Mods' download via mod manager button) hasn't been implemented for Linux yet; I hope to add it in the next release.", author="u2")
    rec(P2_SD85, [*h, b4], b5[1], True, "pronoun", ["this"], "After nearly two years, Stardrop's NXM support for Linux is still not implemented.", author="u3")
    rec(P2_SD85, [*h, b4, b5], b6, True, "pronoun", ["this"], "Are there plans to implement Stardrop's NXM (mod manager download) support for Linux soon?", author="u3")

    t = (U, "Installation problems for very specific mods", "u1")
    c2 = (U, "The issue persists both when adding the mod manually and when using the mod downloader on Nexus.", "u1")
    c3 = "Notably, other users appear to be having no issues downloading the same mods."
    rec(P2_SD111, [t], P2_S_KIDS, False, SAME, [], None, author="u1")
    rec(P2_SD111, [t, (U, P2_S_KIDS, "u1")], c2[1], True, "ellipsis", ["The issue", "the mod"], "Stardrop fails to add the Stardew Kids Expansion both when I add the mod manually and when I use the Nexus mod downloader.", author="u1")
    rec(P2_SD111, [t, (U, P2_S_KIDS, "u1"), c2], c3, True, "pronoun", ["the same mods"], "Other users seem to have no issues downloading the Stardew Kids Expansion and Pinkstations farm maps into Stardrop.", author="u1")
    lend(P2_SD111, [t], P2_S_PROXY, SAME, P2_SD123)
    lend(P2_SD111, [t, (U, P2_S_KIDS, "u1")], P2_S_LINUX, SAME, P2_SD85)

    t = (U, "Allow for profile exporting / importing", "u1")
    d1 = (U, "Would allow for users to export or import enabled / disabled mod lists.", "u1")
    d2 = (U, "Will need to handle missing mods, as Stardrop currently omits them from the UI.", "u1")
    d3 = (U, "Seconding this!", "u2")
    d4 = (U, "Any progress on this?", "u3")
    d6 = "I'm currently working on this feature on my fork."
    rec(P2_SD82, [t], d1[1], True, "ellipsis", [], "Profile exporting and importing in Stardrop would let users export or import their enabled and disabled mod lists.", author="u1")
    rec(P2_SD82, [t, d1], d2[1], True, "ellipsis", [], "Stardrop's profile import will need to handle missing mods, as Stardrop currently omits them from the UI.", author="u1")
    rec(P2_SD82, [t, d1, d2], d3[1], True, "pronoun", ["this"], "I second the request for profile exporting and importing in Stardrop!", author="u2")
    rec(P2_SD82, [t, d1, d2, d3], d4[1], True, "pronoun", ["this"], "Any progress on profile exporting and importing in Stardrop?", author="u3")
    rec(P2_SD82, [t, d1, d2, d3, d4], d6, True, "pronoun", ["this feature"], "I'm currently working on Stardrop profile exporting and importing on my fork.", author="u4")
    lend(P2_SD82, [t, d1], P2_S_NOCOLL, SELF, P2_SD100)

    t = (U, "Support for Nexus Collections", "u1")
    e0 = (U, "I know this mod is still in Beta but I'd love to have some support for downloading/managing Nexus Collections in the future if possible.", "u1")
    e3 = "Right now the workaround is to just download each component mod and put them in a folder manually, which isn't very onerous, but Stardrop does throw a semi-cryptic error when you try to open a NXM link for a collection."
    rec(P2_SD100, [t], e0[1], True, "pronoun", ["this mod"], "I know Stardrop is still in beta, but I'd love support for downloading and managing Nexus Collections in it.", author="u1")
    rec(P2_SD100, [t, e0], P2_S_NOCOLL, False, SELF, [], None, author="u2")
    rec(P2_SD100, [t, e0, (A, P2_S_NOCOLL, "u2")], e3, True, "ellipsis", ["the workaround"], "Until Stardrop supports Nexus Collections, the workaround is to download each component mod and put them in a folder manually; Stardrop throws a semi-cryptic error on a collection's NXM link.", author="u3")
    lend(P2_SD100, [t], P2_S_CLI, SAME, P2_SD123)
    lend(P2_SD100, [t, e0], P2_S_UNZIP, SELF, P2_SD267)

    t = (U, "NXM Proxy", "u1")
    f3 = (U, "Now that I have re-registered the NXM association with Vortex, Stardrop asks me to register it with every launch.", "u1")
    f4 = "Is there a way to suppress this popup other than removing the Nexus API key?"
    # The user's wish, another product named in full (ruling before df37, other-product clause): a trap.
    rec(P2_SD123, [t], P2_S_PROXY, False, SAME, [], None, author="u1")
    rec(P2_SD123, [t, (U, P2_S_PROXY, "u1")], P2_S_CLI, False, SAME, [], None, author="u1")
    h = [t, (U, P2_S_PROXY, "u1"), (U, P2_S_CLI, "u1")]
    rec(P2_SD123, [*h, f3], f4, True, "pronoun", ["this popup"], "Is there a way to suppress Stardrop's popup asking to register the NXM association at every launch, other than removing the Nexus API key?", author="u1")
    rec(P2_SD123, [*h, f3, (U, f4, "u1")], P2_S_NXMFLAG, False, SAME, [], None, author="u2")
    lend(P2_SD123, [t], P2_S_ASSOC, SAME, P2_SD263)

    t = (U, "Cannot download via nxm/mod manager download from Nexus Mods", "u1")
    g2 = (U, "Connected successfully to nexus mods via API key.", "u1")
    g3 = (U, "Clicking the mod manager download button does nothing.", "u1")
    g5 = (U, "Reinstall does not fix.", "u1")
    g6 = "According to [Stardrop]/Internal --help, you might could try passing it to [Stardrop]/Internal --nxm"
    rec(P2_SD263, [t], g2[1], True, "ellipsis", [], "My new Stardrop install connected successfully to Nexus Mods via API key.", author="u1")
    # What fails is Stardrop's handling of the link, Stardrop left out (ruling before df37, first clause).
    rec(P2_SD263, [t, g2], g3[1], True, "ellipsis", [], "Clicking Nexus Mods' mod manager download button does nothing in Stardrop on Linux.", author="u1")
    rec(P2_SD263, [t, g2, g3], P2_S_ASSOC, False, SAME, [], None, author="u1")
    rec(P2_SD263, [t, g2, g3, (U, P2_S_ASSOC, "u1")], g5[1], True, "ellipsis", [], "Reinstalling Stardrop does not fix its mod manager downloads from Nexus Mods on Linux.", author="u1")
    rec(P2_SD263, [t, g2, g3, (U, P2_S_ASSOC, "u1"), g5], g6, True, "pronoun", ["it"], "According to Stardrop's Internal --help, you could try passing the Nexus NXM link to [Stardrop]/Internal --nxm.", author="u2")

    t = (U, "Stardrop closes when trying to add new mod.", "u1")
    h1 = (U, "i went to smapi log files and at the top it says errorlogs", "u1")
    h2 = (U, "One of the mods I'm trying to download is LookUpAnything.", "u1")
    h3 = (U, "it says its manifest is invalid", "u1")
    rec(P2_SD267, [t], h1[1], True, "ellipsis", [], "When Stardrop closes as I add a new mod, the top of the SMAPI log files says errorlogs.", author="u1")
    rec(P2_SD267, [t, h1, h2], h3[1], True, "pronoun", ["it", "its"], "SMAPI says the LookupAnything mod's manifest, which I was adding to Stardrop, is invalid.", author="u1")
    # A finding naming its subject in full; "it" is the mod inside the sentence (ruling before df39, "Turns out"): a trap.
    rec(P2_SD267, [t, h1, h2, h3], P2_S_UNZIP, False, SELF, [], None, author="u1")
    lend(P2_SD267, [t], P2_S_GITBOOK, SELF, P2_SD85)

    t = (U, "Stardew Valley 1.4.5.141", "u1")
    i1 = (U, "Can't use SMAPI after latest version of Stardew Valley.", "u1")
    i2 = (U, "Stuck on \"Loading...\" when resuming a save file.", "u1")
    i3 = (U, "SMAPI was not the cause.", "u1")
    i4 = (U, "What was your cause if you don't mind me asking?", "u2")
    i5 = (U, "Also having issues loading saves", "u2")
    i6 = "You might want to do that frequently until theres a fix."
    rec(P2_SAI109, [t], i1[1], True, "ellipsis", ["latest version"], "I can't use SMAPI installed with SMAPI-Android-Installer after Stardew Valley 1.4.5.141 on Android.", author="u1")
    rec(P2_SAI109, [t, i1], i2[1], True, "ellipsis", [], "With SMAPI on Android after Stardew Valley 1.4.5.141, the game is stuck on \"Loading...\" when resuming a save file.", author="u1")
    rec(P2_SAI109, [t, i1, i2], i3[1], True, "ellipsis", ["the cause"], "SMAPI was not the cause of Stardew Valley 1.4.5.141 on Android getting stuck loading my save.", author="u1")
    rec(P2_SAI109, [t, i1, i2, i3], i4[1], True, "ellipsis", ["your cause"], "What caused your Stardew Valley 1.4.5.141 save to get stuck on \"Loading...\" on Android, if not SMAPI?", author="u2")
    rec(P2_SAI109, [t, i1, i2, i3, i4], i5[1], True, "ellipsis", ["Also"], "I am also having issues loading Stardew Valley 1.4.5.141 saves on Android with SMAPI.", author="u2")
    rec(P2_SAI109, [t, i1, i2, i3, i4, i5], i6, True, "pronoun", ["that"], "You might want to reload the previous \"_old\" Stardew Valley save file frequently until there's a fix for the infinite loading screen.", author="u1")

    t = (U, "update SMAPI from 3.14.7 to 3.18.2", "u1")
    j1 = (A, "Have you tested the version.", "u2")
    j2 = (A, "I had problems with some of the mods not loading.", "u2")
    j3 = (U, "I have tested it, and the only mod that does not load for me is the Remote Control mod.", "u1")
    j4 = (U, "But it doesn't load for me in 3.14.7 either, so I thought it would not matter what version of SMAPI I was on.", "u1")
    j5 = (U, "What mods do not work in 3.18.2?", "u1")
    j6 = "I was testing with a broken branch."
    rec(P2_SMD24, [t], j1[1], True, "pronoun", ["the version"], "Have you tested SMAPI 3.18.2 in the stardew-multiplayer-docker image?", author="u2")
    rec(P2_SMD24, [t, j1], j2[1], True, "ellipsis", ["the mods"], "With SMAPI 3.18.2 in the stardew-multiplayer-docker image, some of the mods did not load for me.", author="u2")
    rec(P2_SMD24, [t, j1, j2], j3[1], True, "pronoun", ["it"], "I have tested SMAPI 3.18.2 in the stardew-multiplayer-docker image, and the only mod that does not load is the Remote Control mod.", author="u1")
    rec(P2_SMD24, [t, j1, j2, j3], j4[1], True, "pronoun", ["it", "either"], "The Remote Control mod doesn't load in the stardew-multiplayer-docker image with SMAPI 3.14.7 either, so the SMAPI version should not matter.", author="u1")
    rec(P2_SMD24, [t, j1, j2, j3, j4], j5[1], True, "ellipsis", ["3.18.2"], "Which mods do not work with SMAPI 3.18.2 in the stardew-multiplayer-docker image?", author="u1")
    rec(P2_SMD24, [t, j1, j2, j3, j4, j5], j6, True, "ellipsis", [], "My mods failing with SMAPI 3.18.2 in stardew-multiplayer-docker came from testing with a broken branch.", author="u2")

    t = (U, "Stardew loads with 0 mods after upgrading to 1.3.2", "u1")
    k1 = (U, "I'm baffled, but I assume a breaking change of some sort in the update, if only on Linux.", "u1")
    k2 = (U, "1.3.2 dropped about an hour ago as I write this.", "u1")
    k3 = "This should be resolved with v1.3.3"
    rec(P2_SD286, [t], k1[1], True, "ellipsis", ["the update"], "I assume Stardrop 1.3.2 has a breaking change, at least on Linux, since Stardew Valley now loads none of my mods.", author="u1")
    rec(P2_SD286, [t, k1], k2[1], True, "ellipsis", ["1.3.2"], "Stardrop 1.3.2 was released about an hour before my report.", author="u1")
    rec(P2_SD286, [t, k1, k2], k3, True, "pronoun", ["This"], "Stardew Valley loading no mods after upgrading to Stardrop 1.3.2 should be resolved with Stardrop v1.3.3.", author="u2")
    lend(P2_SD286, [t], P2_S_SKIPPED, SAME, P2_SD320)
    lend(P2_SD286, [t, k1], P2_S_NXMFLAG, SAME, P2_SD123)

    t = (U, "No longer works after the 1.8.4 update.", "u1")
    l2 = "I tried going back to previous versions of Stardrop (1.8.3 and then 1.8.2) and had the same issue."
    rec(P2_SD320, [t], P2_S_MAC, False, SAME, [], None, author="u1")
    rec(P2_SD320, [t, (U, P2_S_MAC, "u1")], l2, True, "ellipsis", ["the same issue"], "I went back to Stardrop 1.8.3 and then 1.8.2 and Stardew Valley still could not load Stardrop's mods on my Mac.", author="u1")
    # The SMAPI log names its printer by its own prefix (ruling before df40): a trap.
    rec(P2_SD320, [t, (U, P2_S_MAC, "u1"), (U, l2, "u1")], P2_S_SKIPPED, False, SAME, [], None, author="u1")
    lend(P2_SD320, [t], P2_S_REMOVENXM, SAME, P2_SD375)

    t = (U, "In the last few weeks Stardrop has started downloading optional mods instead of the main mod from Nexus", "u1")
    m1 = "Affected mods have been Fashion Sense, Alternative Textures and Ridgeside Village where the `Install Update` button will download the wrong thing"
    rec(P2_SD116, [t], m1, True, "ellipsis", ["the wrong thing"], "Stardrop's `Install Update` button downloads an optional file instead of the main mod from Nexus for Fashion Sense, Alternative Textures and Ridgeside Village.", author="u1")
    lend(P2_SD116, [t], P2_S_KIDS, SAME, P2_SD111)
    lend(P2_SD116, [t, (U, m1, "u1")], P2_S_NXMOPEN, SAME, P2_SD375)
    lend(P2_SD116, [t, (U, m1, "u1")], P2_S_NOCOLL, SELF, P2_SD100)

    t = (U, "\"Open Mod Page\" option opening wrong page", "u1")
    n1 = (U, "On at least one mod for sure.", "u1")
    n2 = (U, "The UpdateKeys entry in the manifest.json file for the updated version lists the correct Nexus ID, so I'm unsure where Stardrop is pulling the old mod info from.", "u1")
    n3 = "I did notice an extraneous space before the mod ID number, but removing that doesn't correct the issue."
    rec(P2_SD182, [t], n1[1], True, "ellipsis", [], "Stardrop's \"Open Mod Page\" option opens the wrong page for at least one mod.", author="u1")
    rec(P2_SD182, [t, n1], n2[1], True, "ellipsis", ["the updated version"], "The manifest.json UpdateKeys of the updated Crop Harvest Bubbles mod list the correct Nexus ID, yet Stardrop's \"Open Mod Page\" opens the old mod's page.", author="u1")
    rec(P2_SD182, [t, n1, n2], n3, True, "ellipsis", ["the mod ID number", "the issue"], "Removing an extraneous space before the Nexus mod ID in the manifest doesn't stop Stardrop's \"Open Mod Page\" from opening the old mod's page.", author="u1")
    lend(P2_SD182, [t], P2_S_UNZIP, SELF, P2_SD267)
    lend(P2_SD182, [t, n1], P2_S_ASSOC, SAME, P2_SD263)


def P2_factorio(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- Factorio multiplayer: mods desyncing players on headless and dedicated servers ----
    t = (U, "Desync Issue", "u1")
    a2 = (U, "Have desync reports if helpful.", "u1")
    a3 = (U, "Happens for every user.", "u1")
    a4 = (A, "Possibly a Factorio issuse.", "u2")
    a5 = "Let me know if it persists in .15.7"
    # Names the mod and says in full what happens (rule 1): a trap.
    rec(P2_NANO51, [t], P2_K_NANO, False, SAME, [], None, author="u1")
    h = [t, (U, P2_K_NANO, "u1")]
    rec(P2_NANO51, h, a2[1], True, "ellipsis", [], "I have desync reports of Nanobots desyncing on a headless Factorio server, if helpful.", author="u1")
    rec(P2_NANO51, [*h, a2], a3[1], True, "ellipsis", [], "The Nanobots desync after rejoining a headless Factorio server happens for every user.", author="u1")
    rec(P2_NANO51, [*h, a2, a3], a4[1], True, "ellipsis", [], "The desync when using Nanobots after rejoining a headless server is possibly a Factorio issue.", author="u2")
    rec(P2_NANO51, [*h, a2, a3, a4], a5, True, "pronoun", ["it"], "Let me know if the Nanobots desync on headless servers persists in Factorio 0.15.7.", author="u2")
    lend(P2_NANO51, [t], P2_K_DEDICATED, SAME, P2_HELM245)

    t = (U, "desyncs in MP when placing signs", "u1")
    b2 = (U, "Unfortunately the desync reports are about 50MB in size, which is why I had to upload them somewhere else:", "u1")
    b3 = (U, "I have four more reports, but I guess they will say the same as these three.", "u1")
    b4 = (U, "- happens only in multiplayer", "u1")
    b5 = "- doesn't matter who places a sign, always desyncs for both"
    rec(P2_DECT71, [t], P2_K_DECTORIO, False, SAME, [], None, author="u1")
    h = [t, (U, P2_K_DECTORIO, "u1")]
    rec(P2_DECT71, h, b2[1], True, "ellipsis", ["the desync reports"], "The desync reports from placing Dectorio signs on our headless Factorio server are about 50MB, so I uploaded them elsewhere.", author="u1")
    rec(P2_DECT71, [*h, b2], b3[1], True, "pronoun", ["they", "these three"], "I have four more Dectorio sign desync reports, but they probably say the same as the three I uploaded.", author="u1")
    rec(P2_DECT71, [*h, b2, b3], b4[1], True, "ellipsis", [], "The desync when placing Dectorio signs happens only in Factorio multiplayer.", author="u1")
    rec(P2_DECT71, [*h, b2, b3, b4], b5, True, "ellipsis", [], "No matter who places a Dectorio sign in our Factorio multiplayer game, both of us desync.", author="u1")
    lend(P2_DECT71, [t], P2_K_CRC, SAME, P2_LTN120)

    t = (U, "Desync on MP when closing a pinned window", "u1")
    c1 = (U, "I play on a headless server with a friend and sometimes (not every time, but often enough) when I close my pinned production line window I'll get a desync and have to restart the game.", "u1")
    c2 = (A, "Yes there seems to be a small error pinned production, on the other hand concerning the desynchronizations I play in MP I never had a problem but I think it can come from the connection between the players, the data of the mod that transit are may be too large", "u2")
    c3 = "well that sounds solvable."
    # What desyncs is Helmod's window, Helmod left out (ruling before df37, first clause).
    rec(P2_HELM32, [t], c1[1], True, "ellipsis", ["my pinned production line window"], "On a headless Factorio server with a friend, I often desync and have to restart when I close Helmod's pinned production line window.", author="u1")
    rec(P2_HELM32, [t, c1], c2[1], True, "ellipsis", ["the mod"], "Helmod's pinned production window has a small error; its multiplayer desyncs may come from the connection between players, the mod's data in transit perhaps being too large.", author="u2")
    rec(P2_HELM32, [t, c1, c2], c3, True, "pronoun", ["that"], "Helmod's desyncs coming from too much mod data in transit between players sounds solvable.", author="u1")
    lend(P2_HELM32, [t], P2_K_ALLGAMES, SAME, P2_MKFG8)
    lend(P2_HELM32, [t, c1], P2_K_NANO, SAME, P2_NANO51)
    lend(P2_HELM32, [t, c1, c2], P2_K_CRC, SAME, P2_LTN120)

    t = (U, "Factorio 0.18.10 Server Crash", "u1")
    d2 = (U, "You still can read the plans but editing them causes = desync", "u1")
    d4 = (A, "can I test the saved game file?", "u2")
    d5 = (A, "I have try with 2 factorio on my PC and the are no error", "u2")
    d6 = "Nope after reseting those two and then adding a module to the beacons the server desynced."
    rec(P2_HELM245, [t], P2_K_HELMOD, False, SAME, [], None, author="u1")
    rec(P2_HELM245, [t, (U, P2_K_HELMOD, "u1")], d2[1], True, "pronoun", ["the plans", "them"], "I can still read Helmod's plans on Factorio 0.18.10, but editing them causes a desync.", author="u1")
    # A complete first-person environment sentence (rule 1): a trap.
    rec(P2_HELM245, [t, (U, P2_K_HELMOD, "u1"), (U, d2[1], "u1")], P2_K_DEDICATED, False, SAME, [], None, author="u1")
    h = [t, (U, P2_K_HELMOD, "u1"), d2, (U, P2_K_DEDICATED, "u1")]
    rec(P2_HELM245, h, d4[1], True, "ellipsis", ["the saved game file"], "Can I test the saved game of your dedicated Factorio 0.18.10 server where editing Helmod's planners desyncs?", author="u2")
    rec(P2_HELM245, [*h, d4], d5[1], True, "ellipsis", [], "I tried two Factorio instances on my PC and editing Helmod's planners gave no desync error.", author="u2")
    rec(P2_HELM245, [*h, d4, d5], d6, True, "pronoun", ["those two"], "Even after resetting Helmod's caches, adding a module to the beacons in Helmod desynced our Factorio 0.18.10 server.", author="u1")

    t = (U, "desynchro issues with latest version 2.1.2", "u1")
    e1 = (U, "I have done an update to the version 2.1.2 and then I have only desynchro on multiplayer (I can not even join) :", "u1")
    e2 = (U, "- I have a  Headless server with 2.1.1 (working fine)\n- Py (all mods)\n- 2.1.17 factorio", "u1")
    e3 = "can i get your log file after you have a failed join attempt so i can hopefully see the error."
    rec(P2_WFILL5, [t], e1[1], True, "ellipsis", ["the version 2.1.2"], "Since updating the waterfill mod to 2.1.2 I only get desyncs in Factorio multiplayer and cannot even join.", author="u1")
    rec(P2_WFILL5, [t, e1], e2[1], True, "ellipsis", ["2.1.1"], "My headless Factorio 2.1.17 server with the Py mods worked fine with waterfill 2.1.1.", author="u1")
    rec(P2_WFILL5, [t, e1, e2], e3, True, "ellipsis", ["the error"], "Can I get your Factorio log file after a failed join attempt, so I can see the error behind the waterfill 2.1.2 desync?", author="u2")
    lend(P2_WFILL5, [t], P2_K_HELMOD, SAME, P2_HELM245)
    lend(P2_WFILL5, [t, e1], P2_K_DISABLE, SAME, P2_FISS260)
    lend(P2_WFILL5, [t, e1, e2], P2_K_STEP, SELF, P2_MKFG8)

    t = (U, "Factorio VCC: Game client connect; immediate desync", "u1")
    f1 = (U, "Well, from my experience in this specific situation, I ran a headless server, connected (just me) as a single player in a multi-player game hosted on a remote server and immediately saw the desync.", "u2")
    f4 = (A, "Yeah, I think \"lockstep\" is the usual name for this kind of parallel systems, where each player/client/instance runs same exact code from same exact initial state and expected to always get same new state (as other clients) as a result of that.", "u3")
    f5 = "Interesting that it's reproducible on a dedicated server with one player"
    rec(P2_MKFG8, [t], f1[1], True, "ellipsis", ["this specific situation", "the desync"], "With Factorio VCC, I ran a headless server, connected alone to the multiplayer game on the remote server and immediately saw the desync.", author="u2")
    # "Also" decides nothing (ruling before df39, openers); it names Factorio and says what holds, "it" inside: a trap.
    rec(P2_MKFG8, [t, f1], P2_K_STEP, False, SELF, [], None, author="u2")
    rec(P2_MKFG8, [t, f1, (U, P2_K_STEP, "u2")], P2_K_ALLGAMES, False, SAME, [], None, author="u2")
    h = [t, f1, (U, P2_K_STEP, "u2"), (U, P2_K_ALLGAMES, "u2")]
    rec(P2_MKFG8, h, f4[1], True, "pronoun", ["this kind of parallel systems"], "\"Lockstep\" is the usual name for systems like Factorio's multiplayer, where each client runs the same code from the same initial state and must always reach the same new state.", author="u3")
    rec(P2_MKFG8, [*h, f4], f5, True, "pronoun", ["it"], "It is interesting that the Factorio VCC desync is reproducible on a dedicated server with one player.", author="u3")
    lend(P2_MKFG8, [t], P2_K_DECTORIO, SAME, P2_DECT71)

    t = (U, "Desync?", "u1")
    g1 = (U, "I went through all of my mods today and narrowed down my MP desync issue to this one specific mod.", "u1")
    g2 = (U, "Hopefully this is a known issue and I'm not alone in finding this.", "u1")
    g3 = (A, "Can you upload the desync report zip **from the client** to dropbox, or whatever, so I can take a peek?", "u2")
    g5 = "It also might have been another mod causing the desyncing and not yours so I'd assume all is OK."
    rec(P2_YARM65, [t], g1[1], True, "pronoun", ["this one specific mod"], "I went through all my mods and narrowed my Factorio multiplayer desync down to YARM.", author="u1")
    rec(P2_YARM65, [t, g1], g2[1], True, "pronoun", ["this"], "Hopefully YARM causing Factorio multiplayer desyncs is a known issue and I'm not alone in finding it.", author="u1")
    rec(P2_YARM65, [t, g1, g2], g3[1], True, "ellipsis", ["the desync report zip"], "Can you upload the Factorio desync report zip from the client, so I can look at YARM's part in it?", author="u2")
    rec(P2_YARM65, [t, g1, g2, g3], g5, True, "ellipsis", ["yours", "the desyncing"], "Another mod, not YARM, might have caused my Factorio multiplayer desyncs.", author="u1")
    lend(P2_YARM65, [t], P2_K_STEP, SELF, P2_MKFG8)
    lend(P2_YARM65, [t, g1], P2_K_NANO, SAME, P2_NANO51)

    t = (U, "Factorio desynch on connect with LTN enabled", "u1")
    h1 = (U, "we're late stage in a multiplayer game and after stopping to play yesterday (we expanded the base, nothing out of the regular) now all of a sudden only 1 player can concurrently connect/play.", "u1")
    h2 = (U, "tried with headless hosted server, only 1 player could connect.", "u1")
    h4 = (U, "we enabled/disabled all other mods and nailed the problem down to LTN.", "u1")
    h5 = "we really love the mod and don't want to continue without it! :)"
    rec(P2_LTN120, [t], h1[1], True, "ellipsis", [], "Late in our Factorio multiplayer game with LTN enabled, only one player can now connect at a time.", author="u1")
    rec(P2_LTN120, [t, h1], h2[1], True, "ellipsis", [], "On a headless server, only one player could connect to our Factorio game with LTN enabled.", author="u1")
    # The log line names its printer by its source path (ruling before df40): a trap.
    rec(P2_LTN120, [t, h1, h2], P2_K_CRC, False, SAME, [], None, author="u1")
    rec(P2_LTN120, [t, h1, h2, (U, P2_K_CRC, "u1")], h4[1], True, "ellipsis", ["the problem"], "We enabled and disabled all other mods and traced our Factorio multiplayer desync on connect to the LTN mod.", author="u1")
    rec(P2_LTN120, [t, h1, h2, (U, P2_K_CRC, "u1"), h4], h5, True, "pronoun", ["the mod", "it"], "We really love Logistic Train Network and don't want to continue our Factorio game without it.", author="u1")
    lend(P2_LTN120, [t, h1], P2_K_DEDICATED, SAME, P2_HELM245)

    t = (U, "Desync issue", "u1")
    i1 = (U, "Frequent desyncs for both players on a 2-player multiplayer server.", "u1")
    i2 = (U, "Heavy mode CRC fails every tick in heavy mode when reproducing in single-player.", "u1")
    i5 = "Not sure if root cause or incidental."
    rec(P2_FISS260, [t], i1[1], True, "ellipsis", [], "With Factorissimo 3 in Factorio 2.0.72, both players desync frequently on our 2-player multiplayer server.", author="u1")
    rec(P2_FISS260, [t, i1], i2[1], True, "ellipsis", [], "Reproducing our Factorissimo desync in single-player, Factorio's heavy mode CRC check fails every tick.", author="u1")
    rec(P2_FISS260, [t, i1, i2], P2_K_DISABLE, False, SAME, [], None, author="u1")
    rec(P2_FISS260, [t, i1, i2, (U, P2_K_DISABLE, "u1")], i5, True, "ellipsis", [], "I'm not sure whether a Factorissimo warehouse with 1001 robots and one unable to dock is the root cause of our desyncs or incidental.", author="u1")
    lend(P2_FISS260, [t], P2_K_DECTORIO, SAME, P2_DECT71)
    lend(P2_FISS260, [t, i1], P2_K_HELMOD, SAME, P2_HELM245)

    t = (U, "[0.18.18] Desync when open on a Multiplayer [Can't join the server anymore]", "u1")
    j1 = (U, "When i did open the Mod, the mod wants to load all recipes.", "u1")
    j2 = (U, "That created a desync for me and i got kicked from the server.", "u1")
    j3 = (U, "We have some mods installed (Bob's & Angel's), i don't know maybe thats many recipes, but for my friend it works perfectly.", "u1")
    j4 = "you can try the last version of helmod v0.10.13"
    rec(P2_HELM254, [t], j1[1], True, "pronoun", ["the Mod"], "When I open Helmod in Factorio 0.18.18 multiplayer, it wants to load all recipes.", author="u1")
    rec(P2_HELM254, [t, j1], j2[1], True, "pronoun", ["That"], "Helmod loading all recipes in Factorio multiplayer desynced me and got me kicked from the server.", author="u1")
    rec(P2_HELM254, [t, j1, j2], j3[1], True, "pronoun", ["it"], "We have Bob's and Angel's mods installed, perhaps many recipes for Helmod, but for my friend Helmod works perfectly.", author="u1")
    # A fix offered for the thread's desync (ruling before df38, bare fix).
    rec(P2_HELM254, [t, j1, j2, j3], j4, True, "ellipsis", [], "To stop Helmod desyncing you when you join the multiplayer game, try the latest version of Helmod, v0.10.13.", author="u2")
    lend(P2_HELM254, [t], P2_K_DISABLE, SAME, P2_FISS260)
    lend(P2_HELM254, [t, j1], P2_K_ALLGAMES, SAME, P2_MKFG8)


def P2_foundryvtt(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- Foundry VTT tabletop modules: token modules after Foundry's major version updates ----
    t = (U, "[FEATURE] Update for V12 Stable Update", "u1")
    a1 = (U, "Foundry has updated to V12 stable and this module is listed as incompatible.", "u1")
    a4 = (U, "That's why you ideally don't upgrade you (production) foundry until your favorite modules are updated ;)", "u3")
    a5 = (U, "I'll try to address v12 in my fork once I have a v12 server running.", "u4")
    a6 = "V12 update - Fixed many of the warnings, but Foundry changed how dice are rolled and broke rolled health."
    rec(P2_TMOLD204, [t], a1[1], True, "pronoun", ["this module"], "Foundry VTT has updated to V12 stable and Token Mold is listed as incompatible.", author="u1")
    # A general sentence naming its subject; "it" is the module inside it (rule 2; ruling before df36): a trap.
    rec(P2_TMOLD204, [t, a1], P2_V_USEFUL, False, SELF, [], None, author="u2")
    rec(P2_TMOLD204, [t, a1, (U, P2_V_USEFUL, "u2")], a4[1], True, "pronoun", ["That"], "Because modules turn incompatible, ideally you don't upgrade your production Foundry VTT until your favourite modules, such as Token Mold, are updated.", author="u3")
    rec(P2_TMOLD204, [t, a1, (U, P2_V_USEFUL, "u2"), a4], a5[1], True, "ellipsis", ["my fork"], "I'll try to address Foundry V12 in my fork of Token Mold once I have a V12 server running.", author="u4")
    rec(P2_TMOLD204, [t, a1, (U, P2_V_USEFUL, "u2"), a4, a5], a6, True, "ellipsis", [], "My Token Mold fork's V12 update fixes many warnings, but Foundry changed how dice are rolled, which broke Token Mold's rolled health.", author="u4")
    lend(P2_TMOLD204, [t], P2_V_LIBWRAP, SAME, P2_MLD295)

    t = (U, "FV11 compatibility", "u1")
    b2 = (U, "Foundry version V11 build 300\nDND version 2.2.1", "u1")
    b3 = (U, "It will be great if this module is updated to Foundry v11, quite powerful module!", "u2")
    b5 = "Hopefully that is easy to resolve and that this project is stil worken on."
    # Names the project and says in full what happens (rule 1): a trap.
    rec(P2_TMOLD167, [t], P2_V_V11, False, SAME, [], None, author="u1")
    rec(P2_TMOLD167, [t, (U, P2_V_V11, "u1")], b2[1], True, "ellipsis", [], "Token Mold stopped working on my Foundry VTT V11 build 300 with the D&D 5e system 2.2.1.", author="u1")
    rec(P2_TMOLD167, [t, (U, P2_V_V11, "u1"), b2], b3[1], True, "pronoun", ["this module"], "It would be great if Token Mold were updated to Foundry VTT v11; it is quite a powerful module!", author="u2")
    # The message names the project's own module id (ruling before df39, its trap clause): a trap.
    rec(P2_TMOLD167, [t, (U, P2_V_V11, "u1"), b2, b3], P2_V_DEPS, False, SAME, [], None, author="u3")
    rec(P2_TMOLD167, [t, (U, P2_V_V11, "u1"), b2, b3, (U, P2_V_DEPS, "u3")], b5, True, "pronoun", ["that", "this project"], "Hopefully Token Mold's deprecated \"dependencies\" field is easy to fix and Token Mold is still being worked on.", author="u3")
    lend(P2_TMOLD167, [t], P2_V_USEFUL, SELF, P2_TMOLD204)

    t = (U, "Foundry v10 Support?", "u1")
    c1 = (U, "While using this \"updated\" version, the default token setting doesn't appear to work while the module \"Token Mold\" is active.", "u2")
    c2 = (U, "Both of these modules make use of the \"preCreateToken\" hook.", "u2")
    c3 = (U, "Any chance this could be looked into as Token Mold is a very commonly used module.", "u2")
    c5 = "I'm not a programmer, but token mold breaks this module completely with the temporary fix in place."
    rec(P2_THW33, [t], c1[1], True, "pronoun", ["this \"updated\" version"], "With the Foundry v10 fork of Token HUD Wildcard, its default token setting doesn't work while the Token Mold module is active.", author="u2")
    rec(P2_THW33, [t, c1], c2[1], True, "pronoun", ["these modules"], "Both Token HUD Wildcard and Token Mold use Foundry VTT's \"preCreateToken\" hook.", author="u2")
    rec(P2_THW33, [t, c1, c2], c3[1], True, "pronoun", ["this"], "Could the v10 fork of Token HUD Wildcard look into its default token setting failing with Token Mold, a very commonly used module?", author="u2")
    rec(P2_THW33, [t, c1, c2, c3], c5, True, "pronoun", ["this module", "the temporary fix"], "Token Mold completely breaks Token HUD Wildcard's v10 fork.", author="u3")
    lend(P2_THW33, [t], P2_V_V11, SAME, P2_TMOLD167)
    lend(P2_THW33, [t, c1], P2_V_LIBWRAP, SAME, P2_MLD295)

    t = (U, "Module Incompatibility with Foundry VTT Version 12", "u1")
    d1 = (U, "I have encountered an issue with the module, which does not function properly with the latest Foundry update.", "u1")
    d2 = "This is being worked on."
    rec(P2_MTE34, [t], d1[1], True, "pronoun", ["the module"], "Multi Token Edit does not function properly with the latest Foundry VTT update, version 12.", author="u1")
    rec(P2_MTE34, [t, d1], d2, True, "pronoun", ["This"], "Multi Token Edit's Foundry VTT v12 compatibility is being worked on.", author="u2")
    lend(P2_MTE34, [t], P2_V_DEPS, SAME, P2_TMOLD167)
    lend(P2_MTE34, [t, d1], P2_V_USEFUL, SELF, P2_TMOLD204)

    t = (U, "[BUG] Incompatible with Foundry V12", "u1")
    e1 = (U, "You cannot place spell templates anymore.", "u1")
    e2 = (U, "This works if you use the \"Override\" setting.", "u2")
    e4 = "When auto-defining the module lost the names of the template types and instead specifies them as [object Object]."
    rec(P2_TMAG268, [t], e1[1], True, "ellipsis", [], "With Token Magic FX on Foundry V12, you cannot place spell templates anymore.", author="u1")
    rec(P2_TMAG268, [t, e1], e2[1], True, "pronoun", ["This"], "Placing spell templates with Token Magic FX on Foundry V12 works if you use its \"Override\" setting.", author="u2")
    rec(P2_TMAG268, [t, e1, e2], e4, True, "pronoun", ["the module"], "When auto-defining templates on Foundry V12, Token Magic FX loses the template type names and shows them as [object Object].", author="u2")
    lend(P2_TMAG268, [t], P2_V_V11, SAME, P2_TMOLD167)
    lend(P2_TMAG268, [t, e1], P2_V_DEPS, SAME, P2_TMOLD167)

    t = (U, "[BUG] Unable to download module in v11 Stable", "u1")
    f1 = (U, "When trying to download and install the module through Foundry VTT v11 Stable version, I get the following error:", "u1")
    f4 = "report if you find any issues"
    rec(P2_TMAG246, [t], f1[1], True, "pronoun", ["the module", "the following error"], "When I try to download and install Token Magic FX through Foundry VTT v11 Stable, I get an error.", author="u1")
    rec(P2_TMAG246, [t, f1], f4, True, "ellipsis", [], "Report if you find any issues with Token Magic FX's v11 support.", author="u2")
    lend(P2_TMAG246, [t], P2_V_USEFUL, SELF, P2_TMOLD204)
    lend(P2_TMAG246, [t, f1], P2_V_LIBWRAP, SAME, P2_MLD295)

    t = (U, "Official V14xx update", "u1")
    g1 = (U, "Can you please officially update the module for v14?", "u1")
    g2 = (U, "The only issue I've encountered is that effects can no longer be removed via the macro.", "u2")
    g3 = (U, "If you don't have the module installed yet or can't find it in the browser, you can try a manual installation using the following manifest URL: https://github.com/Feu-Secret/Tokenmagic/releases/download/0.7.6.3/module.json", "u2")
    g5 = "I'm working on it \U0001f44d"
    rec(P2_TMAG310, [t], g1[1], True, "pronoun", ["the module"], "Can you please officially update Token Magic FX for Foundry VTT v14?", author="u1")
    rec(P2_TMAG310, [t, g1], g2[1], True, "ellipsis", ["the macro"], "The only issue I've found with Token Magic FX on Foundry v14 is that effects can no longer be removed via its macro.", author="u2")
    rec(P2_TMAG310, [t, g1, g2], g3[1], True, "pronoun", ["the module"], "If Token Magic FX isn't installed yet or can't be found in Foundry v14's browser, try a manual installation with the manifest URL https://github.com/Feu-Secret/Tokenmagic/releases/download/0.7.6.3/module.json.", author="u2")
    rec(P2_TMAG310, [t, g1, g2, g3], g5, True, "pronoun", ["it"], "I'm working on Token Magic FX's Foundry v14 update.", author="u3")
    lend(P2_TMAG310, [t], P2_V_V11, SAME, P2_TMOLD167)

    t = (U, "[BUG] [v12] Status text is hidden and error is thrown on load", "u1")
    h1 = "Text on the status icons in token hud is missing and error is shown in console."
    rec(P2_MLD295, [t], h1, True, "ellipsis", [], "With Monk's Little Details on Foundry v12, text on the token HUD's status icons is missing and an error is shown in the console.", author="u1")
    # The error's class holds the library's name and it names the project's module in full (ruling before df40): a trap.
    rec(P2_MLD295, [t, (U, h1, "u1")], P2_V_LIBWRAP, False, SAME, [], None, author="u1")
    lend(P2_MLD295, [t], P2_V_DEPS, SAME, P2_TMOLD167)

    t = (U, "Module no longer works in v12", "u1")
    i1 = (U, "The icon for changin token art no longer appears", "u1")
    i2 = (U, "And yes. The module is active.", "u1")
    i3 = "Tried reinstalling it - nothing"
    rec(P2_TVAR158, [t], i1[1], True, "ellipsis", [], "In Foundry v12, Token Variants' icon for changing token art no longer appears.", author="u1")
    rec(P2_TVAR158, [t, i1], i2[1], True, "ellipsis", ["The module"], "Token Variants is active in Foundry v12, yet its icon for changing token art does not appear.", author="u1")
    rec(P2_TVAR158, [t, i1, i2], i3, True, "pronoun", ["it"], "Reinstalling Token Variants on Foundry v12 did not bring back its token art icon.", author="u1")
    lend(P2_TVAR158, [t, i1], P2_V_USEFUL, SELF, P2_TMOLD204)

    t = (U, "Foundry v12 Compatibility Changes", "u1")
    j1 = (U, "I made some adjustments to make the module work in v12", "u1")
    j2 = "Since these changes drop compatibility for previous versions. I might be good to create another branch for easier handling."
    rec(P2_MLT152, [t], j1[1], True, "pronoun", ["the module"], "I made some adjustments to make Multilevel Tokens work in Foundry v12.", author="u1")
    rec(P2_MLT152, [t, j1], j2, True, "pronoun", ["these changes"], "Since my Foundry v12 changes to Multilevel Tokens drop compatibility with earlier versions, it might be good to create another branch for them.", author="u1")
    lend(P2_MLT152, [t], P2_V_V11, SAME, P2_TMOLD167)
    lend(P2_MLT152, [t, j1], P2_V_LIBWRAP, SAME, P2_MLD295)


def P2_balatro(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- Balatro modding: Lovely injector and Steamodded loading mods, joker mods' crash screens ----
    t = (U, "no mods (besides steammodded) working", "u1")
    a2 = (U, "No matter what mods I use, when I open Balatro it is completely _**unmoddded**_.", "u1")
    a3 = (U, "I follow all of the instructions; I copy the version.dll to the game's directory,\nI put my mods at %appdata%\\Balatro\\Mods and still nothing happens.", "u1")
    # What fails is Lovely's loading, Lovely left out (ruling before df37, first clause).
    rec(P2_LOV44, [t], a2[1], True, "ellipsis", [], "No matter which mods I use with the Lovely injector, Balatro opens completely unmodded.", author="u1")
    rec(P2_LOV44, [t, a2], a3[1], True, "ellipsis", ["the instructions"], "I follow all of Lovely's install instructions, copying version.dll to Balatro's directory and putting my mods in %appdata%\\Balatro\\Mods, and still Balatro loads no mods.", author="u1")
    # Names Lovely and says in full what holds (rule 1; "also" decides nothing, ruling before df39): a trap.
    rec(P2_LOV44, [t, a2, a3], P2_B_WINDOW, False, SELF, [], None, author="u1")
    rec(P2_LOV44, [t, a2, a3, (U, P2_B_WINDOW, "u1")], P2_B_IMPORTANT, False, SAME, [], None, author="u2")
    lend(P2_LOV44, [t], P2_B_APINO, SAME, P2_LOV280)

    t = (U, "help lovely not activating or something", "u1")
    b2 = (U, "What can i do. help", "u1")
    b4 = "Delete `version.dll` and follow the instructions outlined here: https://github.com/ethangreen-dev/lovely-injector?tab=readme-ov-file#manual-installation."
    rec(P2_LOV204, [t], P2_B_NOTACT, False, SAME, [], None, author="u1")
    rec(P2_LOV204, [t, (U, P2_B_NOTACT, "u1")], b2[1], True, "ellipsis", [], "What can I do when the Lovely injector doesn't activate and my Balatro mods don't start?", author="u1")
    # A bare fix for the thread's failure (ruling before df38), though its URL names the project.
    rec(P2_LOV204, [t, (U, P2_B_NOTACT, "u1"), b2], b4, True, "ellipsis", [], "To get an incorrectly installed Lovely injector to activate in Balatro, delete `version.dll` and follow the manual installation instructions at https://github.com/ethangreen-dev/lovely-injector?tab=readme-ov-file#manual-installation.", author="u2")
    lend(P2_LOV204, [t], P2_B_XBOX, SAME, P2_AWB91)
    lend(P2_LOV204, [t], P2_B_NORMAL, SAME, P2_PAPER204)

    t = (U, "problem in appdata folder", "u1")
    c2 = "I forgot to reply but you should ask this here instead https://github.com/ethangreen-dev/lovely-injector"
    rec(P2_AWB91, [t], P2_B_XBOX, False, SAME, [], None, author="u1")
    rec(P2_AWB91, [t, (U, P2_B_XBOX, "u1")], c2, True, "pronoun", ["this"], "You should ask about the missing Balatro AppData folder for the Xbox app version at https://github.com/ethangreen-dev/lovely-injector instead.", author="u2")
    lend(P2_AWB91, [t], P2_B_WINDOW, SELF, P2_LOV44)

    t = (U, "Lovely injects but no mod menu", "u1")
    d1 = (U, "Im on Linux and trying to run modded balatro with bottles, followed the instructions on the page, installed the .dll, used the launch options and then the injector runs, a window pops up: says that its ready, but then on the game I have no mod menu, I tried adding mods whatsoever, but got the same outcome", "u1")
    d2 = "Lovely doesn't do anything by itself so you'll need to install [smods](https://github.com/Steamodded/smods/wiki#how-to-install-steamodded) in order to see that mod menu."
    rec(P2_LOV258, [t], d1[1], True, "ellipsis", ["the instructions on the page", "the injector"], "On Linux with Bottles I followed Lovely's instructions, installed the .dll and the launch options; the Lovely injector runs and says it's ready, but Balatro shows no mod menu.", author="u1")
    rec(P2_LOV258, [t, d1], d2, True, "pronoun", ["that mod menu"], "Lovely does nothing by itself, so you need to install Steamodded (smods) to see a mod menu in Balatro.", author="u2")
    lend(P2_LOV258, [t], P2_B_IMPORTANT, SAME, P2_LOV44)
    lend(P2_LOV258, [t, d1], P2_B_NESTED, SAME, P2_SMODS599)

    t = (U, "error lovely", "u1")
    e1 = (U, "I downloaded the Lovely mod into the Balatro game when I turned on the game it showed this error.", "u1")
    e5 = "Try manually deleting the lovely directory at `%AppData%/Balatro/Mods/lovely` and try again."
    rec(P2_LOV109, [t], e1[1], True, "pronoun", ["this error"], "After I added the Lovely mod to Balatro, the game showed a lovely-injector crash error when I turned it on.", author="u1")
    # The panic names its printer, lovely-injector, and its source path (ruling before df40): a trap.
    rec(P2_LOV109, [t, e1], P2_B_PANIC, False, SAME, [], None, author="u1")
    rec(P2_LOV109, [t, e1, (U, P2_B_PANIC, "u1")], e5, True, "ellipsis", ["try again"], "To stop lovely-injector crashing with \"Access is denied\" on its log folder, manually delete the lovely directory at `%AppData%/Balatro/Mods/lovely` and start Balatro again.", author="u2")
    lend(P2_LOV109, [t], P2_B_CRASHED, SAME, P2_LOV176)

    t = (U, "Balatro lovely mod not working", "u1")
    f1 = (U, "I've made sure lovely is the most current version, as is balatro and the version.dll is extracted in the right place yet i still get the following crash screen", "u1")
    f2 = "This is caused by one of your mods -- probably because your steamodded is 6 months out of date and something else was made for a newer version."
    rec(P2_LOV360, [t], f1[1], True, "ellipsis", ["the following crash screen"], "With the latest Lovely and Balatro and version.dll in the right place, Balatro still shows a crash screen when I start it modded.", author="u1")
    rec(P2_LOV360, [t, f1], f2, True, "pronoun", ["This"], "Your Balatro crash screen with Lovely is caused by one of your mods, probably because your Steamodded is six months out of date.", author="u2")
    lend(P2_LOV360, [t], P2_B_NOTACT, SAME, P2_LOV204)
    lend(P2_LOV360, [t, f1], P2_B_YAHI, SAME, P2_YAHI49)

    t = (U, "not working", "u1")
    g1 = "i followed all the steps, put version.dll from the lovely code injector into the folder w/ the balatro.exe file, made a mod folder in my balatro saves directory (%appdata%/Balatro), put smods in, and balatro boots in vanilla, with no mods."
    rec(P2_SMODS599, [t], g1, True, "ellipsis", ["all the steps"], "I followed all of Steamodded's install steps (Lovely's version.dll next to balatro.exe, smods in %appdata%/Balatro/Mods), and Balatro still boots vanilla with no mods.", author="u1")
    rec(P2_SMODS599, [t, (U, g1, "u1")], P2_B_NESTED, False, SAME, [], None, author="u2")
    lend(P2_SMODS599, [t], P2_B_PANIC, SAME, P2_LOV109)

    t = (U, "lovely giving me this any time I try to launch balatro", "u1")
    h1 = (U, "running smods, Talisman, Cryptid and Pokermon (all of which are fully updated to their newest versions)", "u1")
    h2 = (U, "tried going for 7.0 and 7.1 and had this same issue occur for both", "u1")
    h3 = "Hi! You have an old version of lovely - update to 0.7.1."
    rec(P2_LOV150, [t], h1[1], True, "ellipsis", [], "Lovely crashes Balatro at launch while I run smods, Talisman, Cryptid and Pokermon, all updated to their newest versions.", author="u1")
    rec(P2_LOV150, [t, h1], h2[1], True, "ellipsis", ["this same issue"], "I tried Lovely 0.7.0 and 0.7.1 and Balatro crashed the same way at launch with both.", author="u1")
    rec(P2_LOV150, [t, h1, h2], h3, True, "ellipsis", [], "Your Balatro launch crash comes from an old version of Lovely; update Lovely to 0.7.1.", author="u2")
    lend(P2_LOV150, [t], P2_B_APINO, SAME, P2_LOV280)

    t = (U, "Lovely Injector crashes Balatro on startup", "u1")
    # Names both the game and the injector and says in full what happens (rule 1): a trap; listed for the lead ("here:" points at the error after it).
    rec(P2_LOV176, [t], P2_B_CRASHED, False, SAME, [], None, author="u1")
    lend(P2_LOV176, [t], P2_B_NESTED, SAME, P2_SMODS599)

    t = (U, "API loaded no - Balatro", "u1")
    j1 = (U, "Hey, I'm having an issue with the API not loading into Balatro.", "u1")
    j4 = "Are you sure you've put your mods folder in the right place and have Steamodded installed to actually load your mods?"
    rec(P2_LOV280, [t], j1[1], True, "ellipsis", ["the API"], "With the Lovely injector, Lovely's log says \"API loaded no\" and my Balatro mods don't load.", author="u1")
    # A general sentence naming its subject (ruling before df36): a trap.
    rec(P2_LOV280, [t, j1], P2_B_APINO, False, SAME, [], None, author="u2")
    rec(P2_LOV280, [t, j1, (A, P2_B_APINO, "u2")], j4, True, "ellipsis", ["the right place"], "Have you put your Balatro mods folder in %appdata%/Balatro/Mods and installed Steamodded so that Lovely actually loads your mods?", author="u2")

    t = (U, "normal joker crash?", "u1")
    # The crash names the project's own file and the loader tag (ruling before df40): a trap.
    rec(P2_PAPER204, [t], P2_B_NORMAL, False, SAME, [], None, author="u1")
    lend(P2_PAPER204, [t], P2_B_WINDOW, SELF, P2_LOV44)

    t = (U, "BUG REPORT: cat crash joker overload", "u1")
    l1 = (U, "i bought abunch of jokers and game crashes after going into \"no cat joker\" boss bind", "u1")
    rec(P2_YAHI49, [t], l1[1], True, "ellipsis", [], "With Yahimod, after I buy a bunch of jokers Balatro crashes on entering the \"no cat joker\" boss blind.", author="u1")
    rec(P2_YAHI49, [t, l1], P2_B_YAHI, False, SAME, [], None, author="u1")

    t = (U, "New Crash Issue", "u1")
    m1 = (U, "Crash whenever I select a card with the following screen:", "u1")
    m4 = (A, "My mod is not compatible with those just yet.", "u2")
    m5 = "It would appear to be an issue with Steam Modded version 0.9.6 specifically, and it was giving other crashes too."
    rec(P2_BPREV12, [t], m1[1], True, "ellipsis", [], "Balatro crashes with Balatro-Preview whenever I select a card.", author="u1")
    rec(P2_BPREV12, [t, m1], m4[1], True, "pronoun", ["those"], "Balatro-Preview is not compatible with modded jokers and cards yet.", author="u2")
    rec(P2_BPREV12, [t, m1, m4], m5, True, "pronoun", ["It", "it"], "The Balatro card-select crash with Balatro-Preview appears to be an issue with Steamodded 0.9.6 specifically, which gave other crashes too.", author="u1")
    lend(P2_BPREV12, [t], P2_B_NORMAL, SAME, P2_PAPER204)
    lend(P2_BPREV12, [t, m1], P2_B_IMPORTANT, SAME, P2_LOV44)


def P2_beatsaber(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- Beat Saber mods: custom songs and mod installers after game updates ----
    t = (U, "Beat Saber Update - Most Mods Broken", "u1")
    a2 = (U, "It looks like it will still play custom songs that were downloaded, but finding new songs, custom sabers, avatars, camera, etc. no longer function.", "u1")
    a3 = (U, "Any ETA on updated Mod Assistant that works with new version?", "u1")
    a6 = "Do you suggest a clean install of the mods via Mod Assistant again?"
    # A general sentence naming its subject, continuing no word of the title (ruling before df36): a trap.
    rec(P2_MA35, [t], P2_W_MOSTMODS, False, SAME, [], None, author="u1")
    h = [t, (U, P2_W_MOSTMODS, "u1")]
    rec(P2_MA35, h, a2[1], True, "pronoun", ["it"], "After the recent Beat Saber update, modded Beat Saber still plays downloaded custom songs, but finding new songs, custom sabers, avatars and camera mods no longer work.", author="u1")
    rec(P2_MA35, [*h, a2], a3[1], True, "ellipsis", ["new version"], "Is there an ETA for a Mod Assistant update that works with the new Beat Saber version?", author="u1")
    rec(P2_MA35, [*h, a2, a3], P2_W_UNRELATED, False, SAME, [], None, author="u2")
    rec(P2_MA35, [*h, a2, a3, (A, P2_W_UNRELATED, "u2")], a6, True, "ellipsis", ["the mods", "again"], "Do you suggest a clean reinstall of my Beat Saber mods via Mod Assistant after the game update broke them?", author="u1")
    lend(P2_MA35, [t], P2_W_QUEST, SAME, P2_BMBF19)

    t = (U, "Beatsaber Update- can't run any song whatsoever", "u1")
    h1 = (U, "Beatsaber updated a few hours ago, and upon loading songs, the screen blacks out and shows me my zone outline only.", "u1")
    h2 = (U, "I'm having the same problem.", "u2")
    h4 = (U, "Try going into Mod Assistant > Options and selecting Uninstall BSIPA.", "u3")
    h5 = "Since the game updated, mods are now broken."
    # A complete first-person environment sentence (rule 1): a trap, as the second user's below.
    rec(P2_MA297, [t, h1], P2_W_RIFT, False, SAME, [], None, author="u1")
    rec(P2_MA297, [t, h1, (U, P2_W_RIFT, "u1")], h2[1], True, "ellipsis", ["the same problem"], "Since the Beat Saber update, my screen also blacks out when loading a song in modded Beat Saber.", author="u2")
    rec(P2_MA297, [t, h1, (U, P2_W_RIFT, "u1"), h2], P2_W_VIVE, False, SAME, [], None, author="u2")
    h = [t, h1, (U, P2_W_RIFT, "u1"), h2, (U, P2_W_VIVE, "u2")]
    # A bare fix for the thread's black screen (ruling before df38).
    rec(P2_MA297, h, h4[1], True, "ellipsis", [], "To fix Beat Saber 1.13.2 blacking out on songs after the update, go into Mod Assistant > Options and select Uninstall BSIPA.", author="u3")
    rec(P2_MA297, [*h, h4], h5, True, "ellipsis", ["the game"], "Since Beat Saber updated to 1.13.2, its mods are broken.", author="u3")

    t = (U, "BMBF is stuck on Loading Configuration...", "u1")
    b3 = (U, "Is there a workaround.", "u1")
    b4 = (A, "sidequest is not responsible for bmbf so this issue is out of place.", "u2")
    b5 = "only workaround is to install a backup of beat saber if you really want to mod it with BMBF"
    # Another product named in full, nothing of SideQuest (ruling before df37, other-product clause): traps.
    rec(P2_SQ459, [t], P2_W_BMBF, False, SAME, [], None, author="u1")
    rec(P2_SQ459, [t, (U, P2_W_BMBF, "u1")], P2_W_WHEN, False, SAME, [], None, author="u1")
    h = [t, (U, P2_W_BMBF, "u1"), (U, P2_W_WHEN, "u1")]
    rec(P2_SQ459, h, b3[1], True, "ellipsis", [], "Is there a workaround for BMBF being stuck on \"Loading Configuration...\" after a Beat Saber update?", author="u1")
    rec(P2_SQ459, [*h, b3], b4[1], True, "pronoun", ["this issue"], "SideQuest is not responsible for BMBF, so BMBF's loading problem after the Beat Saber update does not belong in SideQuest's issues.", author="u2")
    rec(P2_SQ459, [*h, b3, b4], b5, True, "ellipsis", ["only workaround"], "The only workaround for BMBF not loading after a Beat Saber update is to install a backup of the previous Beat Saber if you want to mod it with BMBF.", author="u2")

    t = (U, "[BUG] : After updating the software, I lost all my versions of Beat Saber, and re-importing them didn't work.", "u1")
    c1 = (A, "Hi, can you send your logs here?", "u2")
    c2 = "Also, check if the installation folder is set correctly."
    rec(P2_BSM617, [t], c1[1], True, "ellipsis", [], "Can you send your BSManager logs for the Beat Saber versions lost after the update?", author="u2")
    rec(P2_BSM617, [t, c1], c2, True, "ellipsis", ["the installation folder"], "Also check that BSManager's installation folder is set correctly, so it finds your Beat Saber versions.", author="u2")
    lend(P2_BSM617, [t], P2_W_FILTERED, SAME, P2_PLM80)
    lend(P2_BSM617, [t, c1], P2_W_MOSTMODS, SAME, P2_MA35)

    t = (U, "Songs not loading", "u1")
    d1 = (U, "for some treason the songs I downloaded from beatsaver.com are not showing up in game, I did extract them, I haven't seen anything about beat saver not being supported.", "u1")
    d2 = (U, "If that is the case could you please tell me where to download new songs.", "u1")
    d4 = (U, "I figured it out, for some reasons it was \u201cpicking up\u201d my previously downloaded songs, I had to re-download everything inside the game.", "u1")
    d5 = "Version 0.12 has broken this for me."
    # What fails is the song loader's job, the loader left out (ruling before df37, first clause).
    rec(P2_BSSL23, [t], d1[1], True, "ellipsis", [], "The songs I downloaded from beatsaver.com and extracted do not show up in Beat Saber with BeatSaberSongLoader.", author="u1")
    rec(P2_BSSL23, [t, d1], d2[1], True, "pronoun", ["that"], "If BeatSaberSongLoader does not support beatsaver.com songs, where can I download new custom songs for it?", author="u1")
    rec(P2_BSSL23, [t, d1, d2], d4[1], True, "pronoun", ["it"], "I found why BeatSaberSongLoader did not show my beatsaver.com songs: I had to re-download them all inside Beat Saber.", author="u1")
    rec(P2_BSSL23, [t, d1, d2, d4], d5, True, "pronoun", ["this"], "Beat Saber version 0.12 has broken BeatSaberSongLoader's custom songs for me; all my songs are there but ignored.", author="u2")
    lend(P2_BSSL23, [t], P2_W_V0111, SAME, P2_BSSL19)

    t = (U, "My custom songs have vanished!", "u1")
    e1 = (U, "When I played beatsaber the other day, all my custom songs just vanished!", "u1")
    e3 = (A, "Have you updated to the latest version of the plugin?", "u2")
    e4 = "Note that there appear to be a few things broken in 4.2 (Fractional BPM, Difficulty), but earlier versions unfortunately aren't compatible with the latest Beat Saber update that just dropped recently."
    rec(P2_BSSL16, [t], e1[1], True, "ellipsis", [], "When I played Beat Saber the other day, all my custom songs from BeatSaberSongLoader vanished.", author="u1")
    rec(P2_BSSL16, [t, e1], e3[1], True, "pronoun", ["the plugin"], "Have you updated BeatSaberSongLoader to its latest version?", author="u2")
    rec(P2_BSSL16, [t, e1, e3], e4, True, "ellipsis", ["4.2"], "A few things are broken in BeatSaberSongLoader 4.2 (fractional BPM, difficulty), but its earlier versions aren't compatible with the latest Beat Saber update.", author="u2")
    lend(P2_BSSL16, [t], P2_W_NEEDSUPD, SELF, P2_PLM80)
    lend(P2_BSSL16, [t, e1], P2_W_RIFT, SAME, P2_MA297)

    t = (U, "Custom songs dont reload after playing once", "u1")
    f2 = (U, "just tried again using newly released version 4.2.2 of BeatSaberSongLoader, problem still persists.", "u1")
    f3 = "This happens if you have outdated plugins still installed in your Plugins folder."
    rec(P2_BSSL19, [t], P2_W_V0111, False, SAME, [], None, author="u1")
    rec(P2_BSSL19, [t, (U, P2_W_V0111, "u1")], f2[1], True, "ellipsis", ["problem"], "With BeatSaberSongLoader 4.2.2, my custom songs still vanish from Beat Saber's menu after playing one.", author="u1")
    rec(P2_BSSL19, [t, (U, P2_W_V0111, "u1"), f2], f3, True, "pronoun", ["This"], "Custom songs vanishing after one play with BeatSaberSongLoader happens when outdated plugins are still in Beat Saber's Plugins folder.", author="u2")
    lend(P2_BSSL19, [t], P2_W_BEEF, SAME, P2_BMBF60)

    t = (U, "Broken as of the latest version", "u1")
    g1 = (U, "Installed the files from the zip I only get a black screen when starting beat saber.", "u1")
    g2 = (U, "Tried using the manifest/lib from the zip, as well as the latest installed by BSManager, but sadly nothing loads.", "u1")
    g3 = (U, "I am now learning you can install the recommended version using BSManager, so anyone else having this issue, use that tool to pull the version that still works with the mod", "u1")
    rec(P2_PLM80, [t], g1[1], True, "ellipsis", ["the zip"], "After installing PlaylistManager's files from its release zip, I only get a black screen when starting Beat Saber.", author="u1")
    rec(P2_PLM80, [t, g1], g2[1], True, "ellipsis", ["the zip", "the latest"], "Neither the manifest and lib from PlaylistManager's zip nor the latest PlaylistManager from BSManager loads in the latest Beat Saber.", author="u1")
    rec(P2_PLM80, [t, g1, g2], g3[1], True, "pronoun", ["this issue", "the mod"], "If PlaylistManager breaks the latest Beat Saber, use BSManager to install the recommended game version that still works with PlaylistManager.", author="u1")
    rec(P2_PLM80, [t, g1, g2, g3], P2_W_FILTERED, False, SAME, [], None, author="u2")
    # Names the project, "it" the update inside the sentence (rule 2): a trap.
    rec(P2_PLM80, [t, g1, g2, g3, (A, P2_W_FILTERED, "u2")], P2_W_NEEDSUPD, False, SELF, [], None, author="u2")

    t = (U, "songs stuck loading forever", "u1")
    i2 = (U, "I did the quick fix, made sure I had the latest version installed, and reinstalled everything again but every time I try and play one of my custom songs, it just keeps loading and no buttons come up so I can't play them.", "u1")
    i4 = (A, "Update BMBF, not just the game.", "u2")
    i5 = "Use the APKs, not the installer."
    rec(P2_BMBF19, [t], P2_W_360, False, SAME, [], None, author="u1")
    rec(P2_BMBF19, [t, (U, P2_W_360, "u1")], i2[1], True, "ellipsis", ["the quick fix", "the latest version"], "After BMBF's quick fix and reinstalling, my Beat Saber custom songs still keep loading forever and I can't play them.", author="u1")
    rec(P2_BMBF19, [t, (U, P2_W_360, "u1"), i2], P2_W_QUEST, False, SAME, [], None, author="u1")
    h = [t, (U, P2_W_360, "u1"), i2, (U, P2_W_QUEST, "u1")]
    rec(P2_BMBF19, h, i4[1], True, "ellipsis", ["the game"], "To fix custom songs loading forever on the Quest, update BMBF as well as Beat Saber.", author="u2")
    rec(P2_BMBF19, [*h, i4], i5, True, "ellipsis", ["the APKs", "the installer"], "Update BMBF with the APKs from its v1.5.0 release, not the installer.", author="u2")

    t = (U, "beat saber custom songs", "u1")
    j3 = (U, "Its the new Timbaland update.", "u2")
    j4 = "BMBDF also needs to be updated and the team is working on it."
    rec(P2_BMBF60, [t], P2_W_BEEF, False, SAME, [], None, author="u1")
    rec(P2_BMBF60, [t, (U, P2_W_BEEF, "u1")], j3[1], True, "pronoun", ["Its"], "BMBF's \"beat saber broken\" message comes from Beat Saber's new Timbaland update.", author="u2")
    rec(P2_BMBF60, [t, (U, P2_W_BEEF, "u1"), j3], j4, True, "ellipsis", ["also"], "After Beat Saber's Timbaland update, BMBF also needs an update, and its team is working on it.", author="u2")
    lend(P2_BMBF60, [t], P2_W_UNRELATED, SAME, P2_MA35)
    lend(P2_BMBF60, [t, (U, P2_W_BEEF, "u1")], P2_W_VIVE, SAME, P2_MA297)


P2_AREAS = (P2_rcradios, P2_fujifilm, P2_stardew, P2_factorio, P2_foundryvtt, P2_balatro, P2_beatsaber)


def load_part2(rec, U, A) -> None:
    SAME = "trap_same_domain_new_topic"
    SELF = "trap_self_contained_pronoun"

    def lend(url, history, question, kind, src) -> None:
        """A bank sentence placed after another thread's turns of the same area: a trap, asker unknown."""
        rec(url, history, question, False, kind, [], None, qsrc=src, author=None)

    for area in P2_AREAS:
        area(rec, U, A, lend, SAME, SELF)
