# ==== part 2 (helper cdf2, thirty-fourth pass): far-apart hobby and home areas; every module-level name is P2_-prefixed ====
# df38 part 2 record blocks: one call per record, every turn quoted (trimmed) from the thread at its URL.
# Each turn is (role, text, speaker): speakers are per-conversation pseudonyms, "u1", "u2", ... by first
# appearance (the thread's opener is "u1"); a lent (paired) question's speaker is None.
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

# graphing calculators: assembly programs on the TI-84 Plus CE after OS 5.5, transfers, ROM dumps, NumWorks and TI-Nspire apps
P2_TRF14 = P2_GH + "jacobly0/transfer/issues/14"
P2_TRF10 = P2_GH + "jacobly0/transfer/issues/10"
P2_CES3 = P2_GH + "mateoconlechuga/cesium/issues/3"
P2_CEMU400 = P2_GH + "CE-Programming/CEmu/issues/400"
P2_TILP8 = P2_GH + "debrouxl/tilp_and_gfm/issues/8"
P2_TILP45 = P2_GH + "debrouxl/tilp_and_gfm/issues/45"
P2_CELT5 = P2_GH + "RoccoLoxPrograms/CelticCE/issues/5"
P2_BLK4 = P2_GH + "TheScienceElf/Blocks-TI-84/issues/4"
P2_OMG482 = P2_GH + "Omega-Numworks/Omega/issues/482"
P2_CRAF8 = P2_GH + "Vogtinator/crafti/issues/8"

# portable power stations: EcoFlow and Bluetti over the cloud MQTT broker and Bluetooth, into Home Assistant and ioBroker
P2_EFX25 = P2_GH + "berezhinskiy/ecoflow_exporter/issues/25"
P2_IOEF183 = P2_GH + "foxthefox/ioBroker.ecoflow-mqtt/issues/183"
P2_HAEFC171 = P2_GH + "tolwi/hassio-ecoflow-cloud/issues/171"
P2_EFWF6 = P2_GH + "v1ckxy/ecoflow-withoutflow/issues/6"
P2_EFBT2 = P2_GH + "nielsole/ecoflow-bt-reverse-engineering/issues/2"
P2_BTM22 = P2_GH + "warhammerkid/bluetti_mqtt/issues/22"
P2_BTHA85 = P2_GH + "bluetti-official/bluetti-home-assistant/issues/85"
P2_BTHA23 = P2_GH + "bluetti-official/bluetti-home-assistant/issues/23"
P2_BTESP79 = P2_GH + "mariolukas/Bluetti_ESP32_Bridge/issues/79"
P2_B2M50 = P2_GH + "SSMCD/bluetti2mqtt/issues/50"
P2_FTBM2 = P2_GH + "ftrueck/bluetti_mqtt/issues/2"

# VR headsets on Linux: Quest streaming with ALVR and WiVRn, SteamVR, a per-game compatibility database
P2_ALVR2419 = P2_GH + "alvr-org/ALVR/issues/2419"
P2_ALVR2016 = P2_GH + "alvr-org/ALVR/issues/2016"
P2_PALVR438 = P2_GH + "polygraphene/ALVR/issues/438"
P2_PALVR287 = P2_GH + "polygraphene/ALVR/issues/287"
P2_WIVRN131 = P2_GH + "WiVRn/WiVRn/issues/131"
P2_WIVRN424 = P2_GH + "WiVRn/WiVRn/issues/424"
P2_SVRL655 = P2_GH + "ValveSoftware/SteamVR-for-Linux/issues/655"
P2_VRDB729 = P2_GH + "Respuit/VRDB/issues/729"
P2_VRDB749 = P2_GH + "Respuit/VRDB/issues/749"
P2_VRDB170 = P2_GH + "Respuit/VRDB/issues/170"

# drawing tablets: Huion, XP-Pen, Gamon and Wacom pen pressure with Linux kernel drivers, OpenTabletDriver and painting programs under Wine
P2_DGM5 = P2_GH + "DIGImend/digimend-kernel-drivers/issues/5"
P2_DGM9 = P2_GH + "DIGImend/digimend-kernel-drivers/issues/9"
P2_OTD894 = P2_GH + "OpenTabletDriver/OpenTabletDriver/issues/894"
P2_OTD468 = P2_GH + "OpenTabletDriver/OpenTabletDriver/issues/468"
P2_HTD888 = P2_GH + "hawku/TabletDriver/issues/888"
P2_HTD217 = P2_GH + "hawku/TabletDriver/issues/217"
P2_PSL15 = P2_GH + "Gictorbit/photoshopCClinux/issues/15"
P2_PSL16 = P2_GH + "Gictorbit/photoshopCClinux/issues/16"
P2_CSPI11 = P2_GH + "parka6060/CSPenguin-Installer/issues/11"

# iPods: syncing music to iPod Classic and nano from Linux, Rockbox builds, flash-modded iPods, click-wheel games
P2_IOP31 = P2_GH + "TheRealSavi/iOpenPod/issues/31"
P2_IOP36 = P2_GH + "TheRealSavi/iOpenPod/issues/36"
P2_IOP134 = P2_GH + "TheRealSavi/iOpenPod/issues/134"
P2_STRAW1143 = P2_GH + "strawberrymusicplayer/strawberry/issues/1143"
P2_RPOD7 = P2_GH + "nuxcodes/rockpod/issues/7"
P2_RIG11 = P2_GH + "Olsro/reddit-ipod-guides/issues/11"
P2_ICWG3 = P2_GH + "Olsro/ipodclickwheelgamespreservationproject/issues/3"

# IR remotes: learning infrared codes with Broadlink RM minis and Tuya IR blasters (python-broadlink, Homebridge, LocalTuya, tinytuya)
P2_PBL308 = P2_GH + "mjg59/python-broadlink/issues/308"
P2_PBL248 = P2_GH + "mjg59/python-broadlink/issues/248"
P2_KBRM444 = P2_GH + "kiwi-cam/homebridge-broadlink-rm/issues/444"
P2_KBRM2 = P2_GH + "kiwi-cam/homebridge-broadlink-rm/issues/2"
P2_HLT350 = P2_GH + "xZetsubou/hass-localtuya/issues/350"
P2_HLT357 = P2_GH + "xZetsubou/hass-localtuya/issues/357"
P2_TTY579 = P2_GH + "jasonacox/tinytuya/issues/579"
P2_MATL5371 = P2_GH + "make-all/tuya-local/issues/5371"

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

# graphing calculators
P2_C_REMOVED = "I think they removed ASM in OS version 5.5.5."
P2_C_585 = "Ti has stopped the calculator firmware on 5.8.5 which that version is known to not have any way to run ASM currently."
P2_C_584 = "I have a TI-84 Plus CE running 5.8.4 which apparently has a newer bootloader which restricts some functionality."
P2_C_CESIUMFIX = "Cesium recently got a fix here: [PR 295](https://github.com/mateoconlechuga/cesium/pull/295) which actually allows Cesium to be installed on 5.8.4. Might be worth looking."
P2_C_ASMHOOK = "Also, I'm looking at AsmHook, and if you use AsmHook, do you know if there is a way to uninstall it afterward without clearing the RAM?"
P2_C_CRAFTI = "Crafti will start up fine the first time you open it, but if you exit the app and try to open it later, the calculator will crash. I have a Ti nspire cx ii cas T with the 5.2 os"
P2_C_PRGMA = "Whenever I run **PrgmA**, the error screen comes up with the message: *Attempted to use a function or variable where it is not valid.* When I run **PrgmCesium**, it just says Done. Any advice?"
P2_C_TILPLOG = "While sending a file to the calc from Linux...\n\n```\nticalcs-INFO: Sending one or more variables:\nticalcs-INFO:   PC->TI: Request to Send\nticalcs-INFO:    folder=, name=ZTETRIS, size=3320, nattrs=3\nticalcs-INFO:   TI->PC: Error\nticalcs-INFO:     Error Code : fff0\n\n(tilp:16526): ticalcs-WARNING **: USB error code 0xfff0 not found in list. Please report it at <tilp-devel@lists.sf.net>.\nticables-INFO:  found TI-84 Plus CE on #1, version <2.20>\n```"

# portable power stations
P2_P_EXPORTER = "Running on ubuntu (docker)\n```bash\n~$ docker run --rm \\\n\t-e DEVICE_SN=R33************* \\\n\t-e ECOFLOW_USERNAME=************** \\\n\t-e ECOFLOW_PASSWORD=********** \\\n\t-it -p 9090:9090 ghcr.io/berezhinskiy/ecoflow_exporter\n2023-03-09 02:54:16,295 INFO    Login to EcoFlow API https://api.ecoflow.com/auth/login\n2023-03-09 02:54:16,891 INFO    Successfully logged in: Ecoflow User\n2023-03-09 02:54:17,509 INFO    Connecting to MQTT Broker mqtt.ecoflow.com:8883\n2023-03-09 02:54:18,085 INFO    Subscribed to MQTT topic /app/device/property/R33*************\n2023-03-09 02:54:22,895 INFO    Message queue is empty. Assuming that the device is offline\n```"
P2_P_IOBERR = "**Describe the bug**  \nI get the following error when I start the ecoflow instance in iobroker\n\nerror | Error inconnection to Ecoflow MQTT-Broker:ErrorWithReasonCode: Connection refused: Not authorized"
P2_P_AC200MAX = "No issue, just a question. I'm thinking about buying a bluetti ac200max."
P2_P_BMQTT = "\"Bluetti_mqtt\" is not limited to homeassistant, right? It should work also with other mqtt servers, like iobroker mqtt, correct?"
P2_P_ADDON = "If you install latest HAOS and this add-on https://github.com/semitop7/bluetti2mqtt it works over Bluetooth for AC200MAX on latest versions of HA."
P2_P_HAOS = "I am running HAOS on a standalone old Surface Laptop."
P2_P_AC200L = "I recently purchased a AC200L. It's running on solar and works fine."
P2_P_MOSQ = "I have mosquitto as the broker running on a Linux Mint machine, and it seems to be working."

# VR headsets
P2_V_MYALVR = "My ALVR is working so far. The latency via W-Lan is perfect, no peaks ore something else."
P2_V_STUCK = "So, I am really stuck here, I can not get ALVR to work with my Meta Quest 3."
P2_V_LOGCAT = "In adb logcat I am just seeing messages like:\n```\n03-03 03:12:31.727 20310 20336 W [ALVR NATIVE-RUST]: Timed out when waiting for frame!\n```"
P2_V_SIDELOAD = "so I sideloaded alvr on my oculus quest and im getting stuttering and low fps. is there a fix to this?"
P2_V_ETHERNET = "I'm using an Ethernet cable plugged into my PC"
P2_V_DAGON = "I have `Meta Quest 3`, am just trying to run Steam \"Dagon\" \u2014 a random free game featuring VR."
P2_V_OPENCOMP = "OpenComposite was installed. \"Dagon\" is being run via \"Proton\"."
P2_V_WIVRNLOG = "### Server Logs\n\n[2025-08-03T23:43:59.391] WiVRn v25.6.1 starting\n[2025-08-03T23:43:59.391] For Steam games, set command to XR_RUNTIME_JSON=/run/host/usr/share/openxr/1/openxr_wivrn.json PRESSURE_VESSEL_FILESYSTEMS_RW=$XDG_RUNTIME_DIR/wivrn/comp_ipc %command%\n[2025-08-03T23:44:00.336] Service published: zero"
P2_V_PAIRS = "### Describe the bug\n\nThe quest 2 pairs and connects to WiVRN but when the game starts I don't see it in the quest app (it just shows start a game) and the game doesn't seem to see the see the quest either"

# drawing tablets
P2_D_H610 = "And another question: Do you, by chance, know what are the differences between H610, H610Pro and H610N ?"
P2_D_UBUNTU = "Hi, I am also having trouble with pressure sensitivity on the Huion H610 running on Ubuntu 14.04 using this driver:\n\nhttps://github.com/DIGImend/digimend-kernel-drivers/releases/tag/v5"
P2_D_H580 = "I have a Huion H580. You helped me at Issue #4."
P2_D_MODINFO = "There is:\n\n$ /sbin/modinfo hid-huion\nfilename:       /lib/modules/3.13.0-32-generic/extra/hid-huion.ko\nversion:        5\nlicense:        GPL\ndescription:    Huion HID driver\nalias:          hid:b0003g*v00005543p0000004D\ndepends:        hid\nvermagic:       3.13.0-32-generic SMP mod_unload modversions"
P2_D_XPPEN = "Hi there! I'm using xp pen official drivers for my tablet."
P2_D_KERNEL = "Your kernel (6.17) *should* already have built-in Huion support (hid-uclogic)."

# iPods
P2_I_ITUNESERR = "When plugged into iTunes on Windows, iTunes reports\n\n> iTunes cannot read the contents of the iPod \"iPOD CLASSI\". Go to the Summary tab in iPod preferences and click Restore to restore this iPod to factory settings."
P2_I_DFU = "When using the Rockbox utility to install the bootloader after putting the iPod in DFU mode, I kept getting an error it couldn't install the bootloader due to an issue with the iTunes driver."
P2_I_CFMOD = "My iPods are personnally CF modded."
# (a thread row only, a follow-up in its own thread by its "the iPod"; never lent)
P2_I_ROCKPODPC = "I wanted to sync my music library after installing Rockpod and my PC (Windows 10) won't recognize the iPod showing up as \"Please insert disk into Removable Disk (G:)\" and the iPod itself flickers back and forth from the menu to the Rockbox's Do not disconnect screen."

# IR remotes
P2_R_DISCOVERY = "Hello I just bought an RM-Mini-3 also on Amazon, broadlink_discovery returns me an rm device: 0x5f36."
P2_R_ERRLEARN = "**Describe the bug**\n\nGetting Error:\n`[29/01/2022, 16:56:20] [Broadlink RM] [ERROR] Learn Code (Couldn't learn code, device not found)`"
P2_R_ZS06 = "I have this ZigBee IR blaster ZS06, it has no issue learning my speaker code in Tuya App."
P2_R_NEC = "I need to clone a remote which i dont have, but its NEC Hex codes are available on the internet"
P2_R_BATTERY = "Battery operated devices do not since WiFi uses a ton of power."


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


def P2_calculators(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- graphing calculators: TI-84 Plus CE assembly programs after OS 5.5 (arTIfiCE), transfers and ROM dumps, NumWorks and TI-Nspire apps ----
    t = (U, "ASM App TRANSFER returns ERR INVALID", "u1")
    a1 = (U, "I seem to have everything correct but the \")\"??\ni have my Asm(prgmTRANSFER) and when I select goto, it goes to \")\".", "u1")
    a2 = (U, "It's unarchived and everything.", "u1")
    a3 = (U, "SPECS; Ti84+\nOS 5.55", "u1")
    a4 = (A, "If you are on OS 5.5 or later, you'll need to follow the steps on https://yvantt.github.io/arTIfiCE/", "u2")
    a5 = (U, "oh i do? thanks! i though that was just for ce", "u1")
    a6 = "Uh, it is for the CE only. If you have the 84+ (non-CE), it won't work obviously but also this program here will not work either, as it's made for the CE."
    # The error is the thread's (ERR:INVALID), the program the thread's own (ruling before df37): a follow-up.
    rec(P2_TRF14, [t], a1[1], True, "ellipsis", [], "Running Asm(prgmTRANSFER) gives ERR:INVALID and Goto jumps to the \")\"; I seem to have everything correct.", author="u1")
    rec(P2_TRF14, [t, a1], a2[1], True, "pronoun", ["It's"], "The TRANSFER program that gives ERR:INVALID is unarchived and everything.", author="u1")
    # A bare fix naming the jailbreak, what it fixes left to the thread (ruling before df38): a follow-up.
    rec(P2_TRF14, [t, a1, a2, a3], a4[1], True, "ellipsis", [], "If your calculator is on OS 5.5 or later, you need to follow the arTIfiCE steps on https://yvantt.github.io/arTIfiCE/ to run the TRANSFER asm program without ERR:INVALID.", author="u2")
    rec(P2_TRF14, [t, a1, a2, a3, a4], a5[1], True, "pronoun", ["i do", "that"], "Do I need arTIfiCE to run TRANSFER on a TI-84+ with OS 5.55? I thought arTIfiCE was just for the CE.", author="u1")
    rec(P2_TRF14, [t, a1, a2, a3, a4, a5], a6, True, "pronoun", ["it", "this program here"], "arTIfiCE is for the TI-84 Plus CE only; on a TI-84+ (non-CE) neither it nor the TRANSFER program will work, as TRANSFER is made for the CE.", author="u2")
    lend(P2_TRF14, [t, a1], P2_C_585, SELF, P2_CELT5)

    t = (U, "Transfer", "u1")
    # A failure of what the project does (sending), the project left out (rulings before df37): a follow-up.
    rec(P2_TRF10, [t], "I have a Ti-84 plus CE with OS 5.4, and I can not send anything over 10 KB, or my calculator crashed.", True, "ellipsis", [], "With the TRANSFER program on my TI-84 Plus CE with OS 5.4, I cannot send anything over 10 KB, or my calculator crashes.", author="u1")
    lend(P2_TRF10, [t], P2_C_REMOVED, SAME, P2_CEMU400)
    lend(P2_TRF10, [t], P2_C_584, SAME, P2_CELT5)
    lend(P2_TRF10, [t], P2_C_PRGMA, SAME, P2_CES3)

    t = (U, "Failure to run PrgmA", "u1")
    c2 = (A, "A bit more info is needed:\n- What OS version is your calculator running? (`2nd`,`+`,`Enter`). Version 5.1.5 is recommended.\n- What Hardware Revision is your calculator (Look at the back of the calc, there should be a few characters next to the serial number, like \"L-0515**B**\")\n- Have you downloaded the _latest_ Cesium version? ([here](https://github.com/MateoConLechuga/Cesium/releases/latest))\n- Were you running any other ASM program beforehand, especially hooks (like PHASM, etc.)", "u2")
    c3 = (A, "`prgmA` should be the only one needed to be run, btw.", "u2")
    c4 = (U, "**OS:** 5.0.1.0012 (TI-Connect said I had the most recent update)\n**Hardware Revision:** L-0715A", "u1")
    c5 = (U, "I just reset all memory and used the most recent Cesium version, but I get the same error message.", "u1")
    c6 = "Hmm, it's a bit weird it does that, but I'm going to recommend updating to the latest CE OS, because 5.0.1 is definitely not the latest :)"
    # The programs run and the error got, named and quoted in full (ruling before df37): a trap though it opens the thread.
    rec(P2_CES3, [t], P2_C_PRGMA, False, SAME, [], None, author="u1")
    rec(P2_CES3, [t, (U, P2_C_PRGMA, "u1")], c2[1], True, "ellipsis", ["more info"], "To diagnose prgmA failing with 'Attempted to use a function or variable where it is not valid' when installing Cesium: what OS version and hardware revision is your calculator, do you have the latest Cesium, and were you running other ASM programs or hooks beforehand?", author="u2")
    rec(P2_CES3, [t, (U, P2_C_PRGMA, "u1"), c2, c3, c4], c5[1], True, "pronoun", ["the same error message"], "After resetting all memory and using the most recent Cesium version, prgmA still gives 'Attempted to use a function or variable where it is not valid'.", author="u1")
    rec(P2_CES3, [t, (U, P2_C_PRGMA, "u1"), c2, c3, c4, c5], c6, True, "pronoun", ["it does that", "5.0.1"], "prgmA failing to install Cesium on TI-84 Plus CE OS 5.0.1 is a bit weird; update to the latest CE OS, since 5.0.1 is not the latest.", author="u2")
    lend(P2_CES3, [t], P2_C_CRAFTI, SELF, P2_CRAF8)
    lend(P2_CES3, [t], P2_C_REMOVED, SAME, P2_CEMU400)

    t = (U, "Can't run the ROM dumper program", "u1")
    d1 = (U, "**Operating System:** macOS 11.2\n**CEmu version:** v.1.3 (see in the `About CEmu` menu)", "u1")
    d2 = (U, "I can't find the `Asm(` key on my calculator or in the catalog (`2nd` + `0`), so I can't run the program.", "u1")
    d3 = (U, "I've tried running it without the `Asm(` but it gives me the following error.", "u1")
    d5 = (A, "Yes, you'll have to use https://yvantt.github.io/arTIfiCE/ then install [AsmHook](https://github.com/jacobly0/asmhook/releases/latest) (launch it once then quit) from the artifice shell.\nAfter that, the dumper should work fine.", "u2")
    d6 = "Oh, thanks. What do I chose when it asks me `Garbage Collect? No/Yes`?"
    rec(P2_CEMU400, [t, d1], d2[1], True, "pronoun", ["the program"], "I can't find the Asm( token on my calculator or in the catalog (2nd + 0), so I can't run CEmu's ROM dumper program.", author="u1")
    rec(P2_CEMU400, [t, d1, d2], d3[1], True, "pronoun", ["it"], "Running CEmu's ROM dumper program without Asm( gives me an error.", author="u1")
    # "they" is TI, never named in the thread; the claim names ASM and the OS version in full (rule 6, rulings before df36).
    rec(P2_CEMU400, [t, d1, d2, d3], P2_C_REMOVED, False, SAME, [], None, author="u1")
    rec(P2_CEMU400, [t, d1, d2, d3, (U, P2_C_REMOVED, "u1")], d5[1], True, "ellipsis", ["Yes", "the dumper"], "On TI-OS 5.5.5 and later, use arTIfiCE (https://yvantt.github.io/arTIfiCE/), then install AsmHook from the arTIfiCE shell (launch it once, then quit); after that CEmu's ROM dumper should work.", author="u2")
    rec(P2_CEMU400, [t, d1, d2, d3, (U, P2_C_REMOVED, "u1"), d5], d6, True, "pronoun", ["it"], "What do I choose when arTIfiCE or AsmHook asks 'Garbage Collect? No/Yes' while setting up CEmu's ROM dumper?", author="u1")

    t = (U, "Error while sending files to TI84 Plus CE", "u1")
    f2 = (A, "Thanks for the report.\n* which OS version is the 84+CE running ?\n* could you send me a copy of the offending file, so that I can attempt to reproduce the issue ?", "u2")
    f3 = (U, "Version 5.0.1.0012\nAny file I send fails.", "u1")
    f4 = (A, "That's quite an old version, you should definitely update to 5.2.1. It may actually behave much better regarding transfers too.", "u3")
    f5 = "Thanks. How do I upgrade the OS? Since I can't connect to the TI, I don't is how it will work."
    # A log naming the tools it comes from (tilp, ticalcs; ruling before df37): a trap though it opens the thread.
    rec(P2_TILP8, [t], P2_C_TILPLOG, False, SAME, [], None, author="u1")
    rec(P2_TILP8, [t, (U, P2_C_TILPLOG, "u1")], f2[1], True, "pronoun", ["the report", "the offending file", "the issue"], "Which OS version is the TI-84 Plus CE running that fails TILP transfers with error code fff0, and could you send a copy of the file that fails so I can reproduce it?", author="u2")
    rec(P2_TILP8, [t, (U, P2_C_TILPLOG, "u1"), f2], f3[1], True, "ellipsis", [], "My TI-84 Plus CE runs OS 5.0.1.0012, and any file I send with TILP fails.", author="u1")
    rec(P2_TILP8, [t, (U, P2_C_TILPLOG, "u1"), f2, f3], f4[1], True, "pronoun", ["That", "It"], "TI-84 Plus CE OS 5.0.1.0012 is quite old; update to 5.2.1, which may also behave much better with TILP transfers.", author="u3")
    rec(P2_TILP8, [t, (U, P2_C_TILPLOG, "u1"), f2, f3, f4], f5, True, "pronoun", ["the OS", "the TI", "it"], "How do I upgrade my TI-84 Plus CE's OS to 5.2.1 when TILP can't send anything to it?", author="u1")

    t = (U, "Add support for running assembly programs on TI-84 Plus CE in OS 5.6+ using arTIfiCE", "u1")
    g1 = (U, "This is more of a feature idea but I was wondering if it would be possible to make it so that if the user has arTIfiCE (https://yvantt.github.io/arTIfiCE/), which allows you to run assembly programs on OS 5.6 and newer, then that could be used to run the assembly scripts for actions like syncing the calculator time and the system time or dumping the ROM through tilp.", "u1")
    g2 = (A, "Heh, I'm not even sure if keystrokes could still be sent over USB once the app is open, but anyway arTIfiCE should really only be used to install Cesium and/or AsmHook.", "u2")
    g3 = (A, "With the latter, one can just launch Asm programs directly, without the need for tilp or similar to do extra things :)", "u2")
    g4 = (U, "Yeah, I mostly installed arTIfiCE to dump the ROM to use with CEmu but I was just wondering if it would be possible to implement", "u1")
    # "This" is the message's own idea, and it names tilp and arTIfiCE in full (rule 2).
    rec(P2_TILP45, [t], g1[1], False, SELF, [], None, author="u1")
    rec(P2_TILP45, [t, g1], g2[1], True, "pronoun", ["the app"], "Keystrokes may not be sendable over USB to a TI-84 Plus CE once the arTIfiCE app is open, so tilp could not use it; arTIfiCE should only be used to install Cesium and/or AsmHook.", author="u2")
    rec(P2_TILP45, [t, g1, g2], g3[1], True, "pronoun", ["the latter"], "With AsmHook, one can launch Asm programs on the TI-84 Plus CE directly, without needing tilp or similar to do extra things.", author="u2")
    rec(P2_TILP45, [t, g1, g2, g3], g4[1], True, "pronoun", ["it"], "I mostly installed arTIfiCE to dump the ROM for CEmu, but would it be possible to implement tilp running assembly programs through arTIfiCE?", author="u1")
    rec(P2_TILP45, [t, g1, g2, g3, g4], P2_C_ASMHOOK, False, SELF, [], None, author="u1")

    t = (U, "Unable to install on 5.8.4, displays \"M\"", "u1")
    h2 = (U, "Is there any way to install CelticCE so I can use things like LeafEditor?", "u1")
    h3 = (A, "Unfortunately, no solution/workaround for now.\nSame as https://github.com/mateoconlechuga/cesium/issues/293 we'll have to wait until a new unlock is found.", "u2")
    h4 = (U, "Well this kinda sucks, I might leave this issue open until like there's a new version of artiface that'd work.", "u1")
    rec(P2_CELT5, [t], P2_C_584, False, SAME, [], None, author="u1")
    # Names the app, but which calculator it is to go on is only the turn before's (rule 1): a follow-up.
    rec(P2_CELT5, [t, (U, P2_C_584, "u1")], h2[1], True, "ellipsis", [], "Is there any way to install CelticCE on a TI-84 Plus CE running OS 5.8.4, so I can use things like LeafEditor?", author="u1")
    rec(P2_CELT5, [t, (U, P2_C_584, "u1"), h2], h3[1], True, "ellipsis", [], "There is no solution or workaround for installing CelticCE on TI-OS 5.8.4 for now; as with cesium issue 293, we have to wait for a new unlock.", author="u2")
    rec(P2_CELT5, [t, (U, P2_C_584, "u1"), h2, h3], h4[1], True, "pronoun", ["this", "this issue"], "Having no way to install CelticCE on OS 5.8.4 kinda sucks; I might leave the issue open until there's a new arTIfiCE version that works.", author="u1")
    # "that version" is 5.8.5, inside the sentence (rule 2).
    rec(P2_CELT5, [t, (U, P2_C_584, "u1"), h2, h3, h4], P2_C_585, False, SELF, [], None, author="u1")
    # A fix of another project (Cesium), named in full (rulings before df37): a trap.
    rec(P2_CELT5, [t, (U, P2_C_584, "u1"), h2, h3, h4, (U, P2_C_585, "u1")], P2_C_CESIUMFIX, False, SAME, [], None, author="u1")

    t = (U, "Bad token", "u1")
    i1 = (U, "I've never had this issue before but I cant get to code to upload to my calculator. TI-84 Plus CE MacOS.", "u1")
    i2 = (A, "You need to drag'n'drop the 8xp file onto the calculator name in the sidebar, not elsewhere otherwise TI-Connect CE will try to \"open\" it, which it can't because it's an ASM program.", "u2")
    i3 = (U, "Thanks I forgot you could do that", "u1")
    rec(P2_BLK4, [t], i1[1], True, "pronoun", ["this issue", "to code"], "I've never had a 'Bad token' error before, but I can't get the Blocks-TI-84 code to upload to my TI-84 Plus CE from macOS.", author="u1")
    rec(P2_BLK4, [t, i1], i2[1], True, "pronoun", ["the 8xp file"], "Drag and drop the Blocks-TI-84 8xp file onto the calculator name in TI-Connect CE's sidebar; elsewhere TI-Connect CE tries to open it, which it can't, since it's an ASM program.", author="u2")
    rec(P2_BLK4, [t, i1, i2], i3[1], True, "pronoun", ["that"], "Thanks, I forgot you could drag the 8xp file onto the calculator name in TI-Connect CE's sidebar.", author="u1")
    rec(P2_BLK4, [t, i1, i2, i3], "Please close this issue if it got fixed.", True, "pronoun", ["this issue", "it"], "Please close the Blocks-TI-84 'Bad token' upload issue if it got fixed.", author="u3")
    lend(P2_BLK4, [t], P2_C_TILPLOG, SAME, P2_TILP8)
    lend(P2_BLK4, [t, i1], P2_C_CESIUMFIX, SAME, P2_CELT5)

    t = (U, "[BETA-1.21] Crash when scrolling in the menu", "u1")
    j1 = (U, "**Describe the bug**\nThe calculator crash and return to zero when scrolling down oustside the normal with external app", "u1")
    j2 = (U, "**To Reproduce**\nSteps to reproduce the behavior:\n(need at least 2 external apps)\n1. Go in the menu\n2. Go down until the first app (KhiCAS for me)\n3. Press down button once\n4. See all your setting disappear", "u1")
    j5 = (U, "**Desktop (please complete the following information):**\n - Omega Version: 1.21.0-B1", "u1")
    j6 = "Hi! Thanks for this issue! If I understand well, it sounds like the same as #454 (which has been fixed in the dev branch)."
    rec(P2_OMG482, [t], j1[1], True, "ellipsis", [], "With Omega 1.21 beta on my NumWorks, the calculator crashes and resets when scrolling down past the normal menu with external apps.", author="u1")
    # "#454" was never named in the thread (rulings before df37): judged on "this issue" and "it".
    rec(P2_OMG482, [t, j1, j2, j5], j6, True, "pronoun", ["this issue", "it"], "Omega 1.21 beta's crash when scrolling the menu with external apps sounds like #454, fixed in the dev branch.", author="u2")
    lend(P2_OMG482, [t], P2_C_CRAFTI, SELF, P2_CRAF8)
    lend(P2_OMG482, [t], P2_C_585, SELF, P2_CELT5)
    lend(P2_OMG482, [t, j1], P2_C_ASMHOOK, SELF, P2_TILP45)
    lend(P2_OMG482, [t, j1], P2_C_584, SAME, P2_CELT5)

    t = (U, "Calculator crashes after opening crafti for a second time", "u1")
    k2 = (A, "Cannot reproduce the issue on my side, CX II-T CAS 5.2 as well. Works fine several times.", "u2")
    k4 = (U, "It has the same problem. I even formatted mi calculator to see if that helped.", "u1")
    k5 = (U, "https://drive.google.com/file/d/1o12M34E-RmO-mhetLmM2osq-fhDgDjbr/view?usp=sharing\nI recorded myself recreating the problem", "u1")
    k6 = "This is also a problem with ndless 5.2.0 with the n-0320ak\nhttps://github.com/ndless-nspire/Ndless/issues/236"
    k3 = (A, "Can you try the latest craft version? https://tiplanet.org/modules/archives/download.php?id=61807", "u2")
    # The report names crafti in full, and its "it" is crafti in the same message (rule 2).
    rec(P2_CRAF8, [t], P2_C_CRAFTI, False, SELF, [], None, author="u1")
    rec(P2_CRAF8, [t, (U, P2_C_CRAFTI, "u1")], k2[1], True, "pronoun", ["the issue"], "I cannot reproduce crafti crashing the calculator on its second launch on my TI-Nspire CX II-T CAS 5.2; it works fine several times.", author="u2")
    rec(P2_CRAF8, [t, (U, P2_C_CRAFTI, "u1"), k2, k3], k4[1], True, "pronoun", ["It", "the same problem", "that"], "The latest crafti version also crashes my TI-Nspire on its second launch, even after I formatted the calculator.", author="u1")
    rec(P2_CRAF8, [t, (U, P2_C_CRAFTI, "u1"), k2, k3, k4], k5[1], True, "pronoun", ["the problem"], "I recorded myself recreating crafti crashing the TI-Nspire on its second launch: https://drive.google.com/file/d/1o12M34E-RmO-mhetLmM2osq-fhDgDjbr/view?usp=sharing", author="u1")
    rec(P2_CRAF8, [t, (U, P2_C_CRAFTI, "u1"), k2, k3, k4, k5], k6, True, "pronoun", ["This"], "The crash when opening an app a second time on the TI-Nspire CX II with OS 5.2 also happens with Ndless 5.2.0 on the n-0320ak: https://github.com/ndless-nspire/Ndless/issues/236", author="u1")


def P2_powerstations(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- portable power stations: EcoFlow and Bluetti units read over EcoFlow's cloud MQTT broker and over Bluetooth ----
    t = (U, "No Data for DELTA 2", "u1")
    a1 = (U, "What is the current state of the API implementation?", "u1")
    a2 = (U, "I tried today for the first time and got no data so far.", "u1")
    rec(P2_EFX25, [t], a1[1], True, "ellipsis", ["the API implementation"], "What is the current state of ecoflow_exporter's EcoFlow API implementation for the DELTA 2?", author="u1")
    rec(P2_EFX25, [t, a1], a2[1], True, "ellipsis", [], "I tried ecoflow_exporter today for the first time with my EcoFlow DELTA 2 and got no data so far.", author="u1")
    # The command and its log, naming the exporter's image, quoted in full (ruling before df37): a trap.
    rec(P2_EFX25, [t, a1, a2], P2_P_EXPORTER, False, SAME, [], None, author="u1")
    lend(P2_EFX25, [t], P2_P_IOBERR, SAME, P2_IOEF183)
    lend(P2_EFX25, [t, a1], P2_P_BMQTT, SELF, P2_BTM22)
    lend(P2_EFX25, [t, a1, a2], P2_P_ADDON, SELF, P2_BTHA85)

    t = (U, "Connection refused", "u1")
    b2 = (U, "**To Reproduce**  \nSteps to reproduce the behavior:\nI installed the ecoflow-mqtt\nPut my email and password in for Ecoflow\nClicked CREATE LOGIN DATA\nOnce saved it gives the error no matter if I list devices or not", "u1")
    b3 = (U, "I checked the data created for mqtt and it matches what the link to retrieve data got also", "u1")
    b4 = (U, "**Expected behavior**  \nI expected to retrieve information from ecoflow", "u1")
    b5 = (U, "**Versions:**  \n - Adapter version: 1.0.5\n - Node.js: v20.18.1\n - NPM: 10.8.2\n - Operating system: win32", "u1")
    b6 = "Not nice, the log says that there is problem with autorization."
    # An error naming the adapter and broker it comes from (ruling before df37): a trap.
    rec(P2_IOEF183, [t], P2_P_IOBERR, False, SAME, [], None, author="u1")
    rec(P2_IOEF183, [t, (U, P2_P_IOBERR, "u1")], b2[1], True, "pronoun", ["the error"], "After installing ioBroker.ecoflow-mqtt, entering my EcoFlow e-mail and password and clicking CREATE LOGIN DATA, it gives 'Connection refused: Not authorized' whether or not I list devices.", author="u1")
    rec(P2_IOEF183, [t, (U, P2_P_IOBERR, "u1"), b2], b3[1], True, "pronoun", ["the data created for mqtt", "the link"], "The MQTT credentials ioBroker.ecoflow-mqtt created match those the credentials link retrieves, yet the EcoFlow broker says 'Not authorized'.", author="u1")
    rec(P2_IOEF183, [t, (U, P2_P_IOBERR, "u1"), b2, b3], b4[1], True, "ellipsis", [], "I expected ioBroker.ecoflow-mqtt to retrieve information from EcoFlow instead of 'Connection refused: Not authorized'.", author="u1")
    rec(P2_IOEF183, [t, (U, P2_P_IOBERR, "u1"), b2, b3, b4], b5[1], True, "ellipsis", [], "ioBroker.ecoflow-mqtt adapter 1.0.5 on Node.js v20.18.1, NPM 10.8.2 and Windows gets 'Connection refused: Not authorized' from EcoFlow's MQTT broker.", author="u1")
    rec(P2_IOEF183, [t, (U, P2_P_IOBERR, "u1"), b2, b3, b4, b5], b6, True, "pronoun", ["the log"], "ioBroker.ecoflow-mqtt's log says EcoFlow's MQTT broker has a problem with authorization.", author="u2")

    t = (U, "Bluetti_mqtt limited to homeassistant or compatible with other mqtt servers/home automation platforms?", "u1")
    d2 = (U, "But an api would be essential, cause i would use it also in my home in combination with \"iobroker\" home automatisation.", "u1")
    d3 = (U, "I would for example automate, when charging should start.", "u1")
    d5 = (A, "This library should work with any MQTT broker.", "u2")
    d6 = "The compatibility with Home Assistant only means that the device will automatically appear in HA."
    # A first-person sentence naming its own subject in full (rule 1): a trap.
    rec(P2_BTM22, [t], P2_P_AC200MAX, False, SAME, [], None, author="u1")
    rec(P2_BTM22, [t, (U, P2_P_AC200MAX, "u1")], d2[1], True, "pronoun", ["it"], "An API for the Bluetti AC200MAX would be essential, since I would use it with the ioBroker home automation at home.", author="u1")
    # "It" is Bluetti_mqtt, named in the same message (rule 2).
    rec(P2_BTM22, [t, (U, P2_P_AC200MAX, "u1"), d2, d3], P2_P_BMQTT, False, SELF, [], None, author="u1")
    rec(P2_BTM22, [t, (U, P2_P_AC200MAX, "u1"), d2, d3, (U, P2_P_BMQTT, "u1")], d5[1], True, "pronoun", ["This library"], "bluetti_mqtt should work with any MQTT broker.", author="u2")
    rec(P2_BTM22, [t, (U, P2_P_AC200MAX, "u1"), d2, d3, (U, P2_P_BMQTT, "u1"), d5], d6, True, "pronoun", ["The compatibility", "the device"], "bluetti_mqtt's compatibility with Home Assistant only means the Bluetti device automatically appears in Home Assistant.", author="u2")

    t = (U, "Support for AC200MAX", "u1")
    f1 = (U, "Is there any chance that AC200MAX will be supported at some point?", "u1")
    f2 = (U, "I\u2019m still stuck on Home Assistant 16.1.", "u1")
    f3 = (U, "If not, I\u2019d have to bite the bullet and do without the support I\u2019ve grown so fond of.", "u1")
    f4 = (A, "Bluetooth support is coming to this integration later but it could be quite some time, but you don't need to be stuck on older HA while you wait.", "u2")
    f6 = "You made my day, thank you.\U0001f642"
    rec(P2_BTHA85, [t], f1[1], True, "ellipsis", [], "Is there any chance the Bluetti AC200MAX will be supported by bluetti-home-assistant at some point?", author="u1")
    # "still stuck" is the thread's waiting for support: the user's setup, but tied to the request (rule 6).
    rec(P2_BTHA85, [t, f1], f2[1], True, "ellipsis", ["still"], "Waiting for AC200MAX support in bluetti-home-assistant, I'm still stuck on Home Assistant 16.1.", author="u1")
    rec(P2_BTHA85, [t, f1, f2], f3[1], True, "pronoun", ["If not", "the support"], "If bluetti-home-assistant won't support the AC200MAX, I'd have to do without the AC200MAX support in Home Assistant I've grown fond of.", author="u1")
    rec(P2_BTHA85, [t, f1, f2, f3], f4[1], True, "pronoun", ["this integration", "it"], "Bluetooth support is coming to bluetti-home-assistant later, but it could be quite some time; you don't need to stay on older Home Assistant for the AC200MAX while you wait.", author="u2")
    # "this add-on" is the link in the same message (rule 2).
    rec(P2_BTHA85, [t, f1, f2, f3, f4], P2_P_ADDON, False, SELF, [], None, author="u2")
    rec(P2_BTHA85, [t, f1, f2, f3, f4, (A, P2_P_ADDON, "u2")], f6, True, "ellipsis", [], "Thank you for pointing me to the bluetti2mqtt fork add-on for my AC200MAX; you made my day.", author="u1")

    t = (U, "Add support for AC200MAX", "u1")
    g1 = (U, "As per title would be nice to have the official support for the AC200MAX.", "u1")
    g2 = (U, "The bluetooth can be bridged over MQTT and into Home Assistant using an ESP32 board, if this integration can also work with ESP Home would be nice.", "u1")
    g3 = (U, "Hello, \nI\u2019m also eagerly awaiting support for the AC200MAX. \nI\u2019m currently stuck on version HA 16.1; Bluetti to MQTT was working fine up until then.", "u2")
    g4 = (U, "Or is there a way to exclude Bluetti to MQTT from the updates?", "u2")
    rec(P2_BTHA23, [t], g1[1], True, "ellipsis", ["As per title"], "It would be nice to have official bluetti-home-assistant support for the Bluetti AC200MAX.", author="u1")
    rec(P2_BTHA23, [t, g1], g2[1], True, "pronoun", ["The bluetooth", "this integration"], "The AC200MAX's Bluetooth can be bridged over MQTT into Home Assistant with an ESP32 board; it would be nice if bluetti-home-assistant could also work with ESPHome.", author="u1")
    rec(P2_BTHA23, [t, g1, g2, g3], g4[1], True, "pronoun", ["the updates"], "Is there a way to exclude the Bluetti to MQTT add-on from Home Assistant updates past 16.1, while bluetti-home-assistant doesn't support the AC200MAX?", author="u2")
    rec(P2_BTHA23, [t, g1, g2, g3, g4], "+1 here", True, "ellipsis", [], "I'd also like bluetti-home-assistant to support the Bluetti AC200MAX.", author="u3")

    t = (U, "Need working AC500 BT connection before I start.", "u1")
    h1 = (U, "My grand plan is to implement Bluetti2MQTT (add-on) first and then upgrade with your ESP32 solution to allow WLAN connectivity.", "u1")
    h2 = (U, "Since Warhammerkind seems unavailable to ask directly, I hoped for this back door into finding out why I cannot establish BT.", "u1")
    h3 = (U, "The AC500 never goes out of BT disconnect mode. Not even briefly.", "u1")
    h4 = (U, "It works with the Bluetti app.", "u1")
    h5 = (U, "Both internal and external BT adapters are recognized by HA. I only use one at a time.", "u1")
    rec(P2_BTESP79, [t], h1[1], True, "pronoun", ["your ESP32 solution"], "My plan is to run the Bluetti2MQTT add-on first and then upgrade to Bluetti_ESP32_Bridge for WLAN connectivity to my Bluetti AC500.", author="u1")
    rec(P2_BTESP79, [t, h1], h2[1], True, "pronoun", ["this back door"], "Since warhammerkid seems unavailable, I'm asking in Bluetti_ESP32_Bridge's issues why Bluetti2MQTT cannot establish a Bluetooth connection to my AC500.", author="u1")
    rec(P2_BTESP79, [t, h1, h2], h3[1], True, "pronoun", ["The AC500"], "My Bluetti AC500 never leaves Bluetooth disconnect mode in Bluetti2MQTT, not even briefly.", author="u1")
    rec(P2_BTESP79, [t, h1, h2, h3], h4[1], True, "pronoun", ["It"], "My Bluetti AC500's Bluetooth connection works with the Bluetti app, but not with Bluetti2MQTT.", author="u1")
    # The user's own setup, named in full (rule 1; ruling before df38, setup with no attempt): a trap.
    rec(P2_BTESP79, [t, h1, h2, h3, h4], h5[1], False, SAME, [], None, author="u1")
    rec(P2_BTESP79, [t, h1, h2, h3, h4, h5], P2_P_HAOS, False, SAME, [], None, author="u1")

    t = (U, "AC2P device is not connecting", "u1")
    i1 = (U, "AC2P device couldn't be scanned in an ordinary way, you need to use the \"discovery\" option to find it.", "u1")
    i2 = "Also, after you added the station using the Bluetooth MAC address, bluetti2mqtt can't connect to it saying the device is not recognized."
    rec(P2_B2M50, [t], i1[1], True, "pronoun", ["the \"discovery\" option"], "A Bluetti AC2P can't be scanned by bluetti2mqtt in the ordinary way; you need bluetti2mqtt's discovery option to find it.", author="u1")
    rec(P2_B2M50, [t, i1], i2, True, "pronoun", ["the station", "it"], "After adding the Bluetti AC2P by its Bluetooth MAC address, bluetti2mqtt can't connect to it, saying the device is not recognized.", author="u1")
    lend(P2_B2M50, [t], P2_P_AC200MAX, SAME, P2_BTM22)
    lend(P2_B2M50, [t], P2_P_EXPORTER, SAME, P2_EFX25)
    lend(P2_B2M50, [t, i1], P2_P_MOSQ, SELF, P2_FTBM2)
    lend(P2_B2M50, [t, i1], P2_P_HAOS, SAME, P2_BTESP79)

    t = (U, "My issue is ignorance", "u1")
    j2 = (U, "I have your fork of bluetti_mqtt running on a Pi 4.  It connects to the Bluetti AC200L just fine.", "u1")
    j3 = (U, "The Bluetti finds the broker, and seems to be happy.", "u1")
    j5 = (U, "The failure in my system so far is that MQTT Explorer shows the broker and all its $SYS topics, but not the Bluetti.", "u1")
    j6 = "So, my problem is solved!  This version of bluetti_mqtt is working with my AC200L and mosquitto and MQTT Explorer."
    # The user's new unit, named in full; "It's" is the AC200L of the same message (rule 2).
    rec(P2_FTBM2, [t], P2_P_AC200L, False, SELF, [], None, author="u1")
    rec(P2_FTBM2, [t, (U, P2_P_AC200L, "u1")], j2[1], True, "pronoun", ["your fork"], "I have ftrueck's fork of bluetti_mqtt running on a Pi 4, and it connects to my Bluetti AC200L just fine.", author="u1")
    rec(P2_FTBM2, [t, (U, P2_P_AC200L, "u1"), j2], j3[1], True, "pronoun", ["The Bluetti", "the broker"], "With ftrueck's bluetti_mqtt fork, my Bluetti AC200L finds the MQTT broker and seems to be happy.", author="u1")
    rec(P2_FTBM2, [t, (U, P2_P_AC200L, "u1"), j2, j3], P2_P_MOSQ, False, SELF, [], None, author="u1")
    rec(P2_FTBM2, [t, (U, P2_P_AC200L, "u1"), j2, j3, (U, P2_P_MOSQ, "u1")], j5[1], True, "pronoun", ["the broker", "the Bluetti"], "MQTT Explorer shows my mosquitto broker and all its $SYS topics, but not the Bluetti AC200L that ftrueck's bluetti_mqtt fork publishes.", author="u1")
    rec(P2_FTBM2, [t, (U, P2_P_AC200L, "u1"), j2, j3, (U, P2_P_MOSQ, "u1"), j5], j6, True, "pronoun", ["my problem", "This version of bluetti_mqtt"], "My problem of the Bluetti AC200L not showing in MQTT Explorer is solved: ftrueck's bluetti_mqtt fork works with my AC200L, mosquitto and MQTT Explorer.", author="u1")

    # Titles alone (the excerpts opened on later comments): lent rows only.
    t = (U, "Delta 2 stopped working", "u1")
    lend(P2_HAEFC171, [t], P2_P_IOBERR, SAME, P2_IOEF183)
    lend(P2_HAEFC171, [t], P2_P_AC200L, SELF, P2_FTBM2)
    t = (U, "Delta 2 (MQTT)", "u1")
    lend(P2_EFWF6, [t], P2_P_EXPORTER, SAME, P2_EFX25)
    lend(P2_EFWF6, [t], P2_P_BMQTT, SELF, P2_BTM22)
    t = (U, "Ecoflow BLE - for all Devices, not only for Delta 2 :)", "u1")
    lend(P2_EFBT2, [t], P2_P_ADDON, SELF, P2_BTHA85)
    lend(P2_EFBT2, [t], P2_P_AC200MAX, SAME, P2_BTM22)


def P2_vrheadsets(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- VR headsets on Linux: Meta Quest streaming through ALVR and WiVRn into SteamVR and OpenXR games ----
    t = (U, "Problem with Meta Quest 3 tracking", "u1")
    a1 = (U, "I have a weird problem. As soon as I move my Hands in games or crouch with my Quest 3 it is lagging/stuttering.", "u1")
    a2 = (U, "I tested many settings and nothing changed.", "u1")
    a3 = (U, "This problem exists on Windows 10 too.", "u1")
    a5 = (U, "The old Quest 2 is not having such problems and works just fine.", "u1")
    a6 = "I can replicate the bug, although my whole experience with ALVR on linux is very rough"
    # A failure of what ALVR does, ALVR left out (rulings before df37): a follow-up.
    rec(P2_ALVR2419, [t], a1[1], True, "ellipsis", [], "Streaming with ALVR, my Quest 3 lags and stutters as soon as I move my hands in games or crouch.", author="u1")
    # Names ALVR and its latency in full (rule 1): a trap.
    rec(P2_ALVR2419, [t, a1, a2, a3], P2_V_MYALVR, False, SAME, [], None, author="u1")
    rec(P2_ALVR2419, [t, a1, a2, a3, (U, P2_V_MYALVR, "u1")], a5[1], True, "pronoun", ["such problems"], "My old Quest 2 does not lag or stutter with ALVR when I move my hands or crouch, and works just fine.", author="u1")
    rec(P2_ALVR2419, [t, a1, a2, a3, (U, P2_V_MYALVR, "u1"), a5], a6, True, "pronoun", ["the bug"], "I can replicate ALVR's Quest 3 stutter when moving hands or crouching, although my whole experience with ALVR on Linux is very rough.", author="u2")

    t = (U, "Can't get it to work with Quest 3", "u1")
    b2 = (U, "tl,dr: I am just getting a black screen and no image.", "u1")
    b3 = (U, "I set everything up, I connected the quest 3 with the alvr app (I tried it with WiFi and USB using adb forward). On my screen I see the steam vr home and if I move the headset the screen moves correctly, both controllers are also working, but no image.", "u1")
    b4 = (U, "I tried changing the following settings: \n - lower framerate\n - lower resolution\n - changing encoder (even using software)\n - changing mode to adaptive\n - use even chaging emulation mode", "u1")
    b6 = "So I think there is an issue with either steam vr or the desktop app."
    rec(P2_ALVR2016, [t], P2_V_STUCK, False, SAME, [], None, author="u1")
    rec(P2_ALVR2016, [t, (U, P2_V_STUCK, "u1")], b2[1], True, "ellipsis", [], "With ALVR my Meta Quest 3 just gets a black screen and no image.", author="u1")
    # A complete report naming the ALVR app; "it" is the connection of the same sentence (rule 2).
    rec(P2_ALVR2016, [t, (U, P2_V_STUCK, "u1"), b2], b3[1], False, SELF, [], None, author="u1")
    rec(P2_ALVR2016, [t, (U, P2_V_STUCK, "u1"), b2, b3], b4[1], True, "ellipsis", [], "To fix ALVR's black screen on my Quest 3 I tried lower framerate, lower resolution, another encoder (even software), adaptive mode and emulation mode.", author="u1")
    # A log naming ALVR (ruling before df37): a trap.
    rec(P2_ALVR2016, [t, (U, P2_V_STUCK, "u1"), b2, b3, b4], P2_V_LOGCAT, False, SAME, [], None, author="u1")
    rec(P2_ALVR2016, [t, (U, P2_V_STUCK, "u1"), b2, b3, b4, (U, P2_V_LOGCAT, "u1")], b6, True, "pronoun", ["the desktop app"], "I think ALVR's black screen on the Quest 3 comes from either SteamVR or the ALVR desktop app.", author="u1")

    t = (U, "ALVR on Oculus Quest stuttering and low fps", "u1")
    d2 = (U, "I have the same issue. SteamVR only utilizes 50% of my GPU and CPU and my FPS are around 50", "u2")
    d3 = (U, "dude we have the exact same problem", "u1")
    d4 = (A, "Hey guys - check you are running a decent wireless channel on 5 Ghz.", "u3")
    d5 = (A, "On your modem / router try changing the wireless channel to see if it improves things.", "u3")
    # Names alvr; "this" is the stuttering of the same message (rule 2).
    rec(P2_PALVR438, [t], P2_V_SIDELOAD, False, SELF, [], None, author="u1")
    rec(P2_PALVR438, [t, (U, P2_V_SIDELOAD, "u1")], d2[1], True, "pronoun", ["the same issue"], "I also get stuttering and low fps with ALVR on the Oculus Quest: SteamVR only uses 50% of my GPU and CPU and my FPS is around 50.", author="u2")
    rec(P2_PALVR438, [t, (U, P2_V_SIDELOAD, "u1"), d2], d3[1], True, "pronoun", ["the exact same problem"], "We have exactly the same ALVR stuttering and low fps problem on the Oculus Quest.", author="u1")
    # A bare fix for the thread's stutter (ruling before df38): a follow-up.
    rec(P2_PALVR438, [t, (U, P2_V_SIDELOAD, "u1"), d2, d3], d4[1], True, "ellipsis", [], "For ALVR stuttering and low fps on the Oculus Quest, check that you run a decent 5 GHz wireless channel.", author="u3")
    rec(P2_PALVR438, [t, (U, P2_V_SIDELOAD, "u1"), d2, d3, d4], d5[1], True, "pronoun", ["it", "things"], "Try changing the wireless channel on your modem or router to see if it improves ALVR's stuttering on the Oculus Quest.", author="u3")
    # An answer in a complete first-person sentence naming its subject (rulings before df36): a trap.
    rec(P2_PALVR438, [t, (U, P2_V_SIDELOAD, "u1"), d2, d3, d4, d5], P2_V_ETHERNET, False, SAME, [], None, author="u1")

    t = (U, "OCULUS QUEST working with sTEAM VR\u00bf?", "u1")
    lend(P2_PALVR287, [t], P2_V_DAGON, SAME, P2_WIVRN131)
    lend(P2_PALVR287, [t], P2_V_PAIRS, SELF, P2_WIVRN424)
    lend(P2_PALVR287, [t], P2_V_LOGCAT, SAME, P2_ALVR2016)

    t = (U, "A \"Start a VR application\" screen after following \"Usage\" steps", "u1")
    f1 = (U, "Idk if I'm doing something wrong as I'm new to VR, but as I'm just following the \"Usage\", I presume if I do, some amendments to README might be needed\u2026 So decided to create a report.", "u1")
    f3 = (U, "Upon running the game Steam asks me if I want to run it as usual or in VR. I choose VR and the game menu appears, however WiVRn client inside headset keeps showing \"Start a VR application\" message as if nothing happened.", "u1")
    f4 = (U, "I tried this game, and another one *(non-VR but Linux native)*, and running `Steam VR` alone, to no avail.", "u1")
    f6 = "This sounds as if some mount from `/usr` to `/run/host/usr` is expected to exist\u2026 But then mounts are a runtime thing and README mentions nothing about that."
    rec(P2_WIVRN131, [t], f1[1], True, "pronoun", ["the \"Usage\"", "README"], "I may be doing something wrong as I'm new to VR, but if I follow WiVRn's Usage steps correctly, WiVRn's README may need amendments.", author="u1")
    rec(P2_WIVRN131, [t, f1], P2_V_DAGON, False, SAME, [], None, author="u1")
    # "the game" is Dagon, named only in the turn before (ruling before df37, definite reference): a follow-up.
    rec(P2_WIVRN131, [t, f1, (U, P2_V_DAGON, "u1")], f3[1], True, "pronoun", ["the game"], "When I run Dagon in VR mode from Steam, the game menu appears, but the WiVRn client in my Quest 3 keeps showing 'Start a VR application'.", author="u1")
    rec(P2_WIVRN131, [t, f1, (U, P2_V_DAGON, "u1"), f3], f4[1], True, "pronoun", ["this game", "another one"], "I tried Dagon, a Linux-native non-VR game and SteamVR alone, and the WiVRn client still shows 'Start a VR application'.", author="u1")
    rec(P2_WIVRN131, [t, f1, (U, P2_V_DAGON, "u1"), f3, f4], P2_V_OPENCOMP, False, SAME, [], None, author="u1")
    rec(P2_WIVRN131, [t, f1, (U, P2_V_DAGON, "u1"), f3, f4, (U, P2_V_OPENCOMP, "u1")], f6, True, "pronoun", ["This", "README"], "WiVRn's README saying files under /usr are mapped into /run/host/usr sounds as if a mount from /usr to /run/host/usr must exist, but mounts are a runtime thing and the README says nothing about that.", author="u1")

    t = (U, "[Bug]: WiVRn doesn't \"connect\" to the game", "u1")
    g2 = (U, "I've tried with vivecraft too", "u1")
    g3 = (U, "### Steps to Reproduce\n\n1. Go to wivrn\n2. Start a game\n3. Doesn't show in the quest", "u1")
    g4 = (U, "### Expected behavior\n\nFor it to show the game on the quest", "u1")
    g5 = (U, "### WiVRn Version\n\nWiVRn v25.6.1", "u1")
    # The report names WiVRn and the game; "it" is the game of the same message (rule 2).
    rec(P2_WIVRN424, [t], P2_V_PAIRS, False, SELF, [], None, author="u1")
    rec(P2_WIVRN424, [t, (U, P2_V_PAIRS, "u1")], g2[1], True, "ellipsis", ["too"], "I've also tried Vivecraft, and the game still doesn't show on my Quest 2 through WiVRn.", author="u1")
    rec(P2_WIVRN424, [t, (U, P2_V_PAIRS, "u1"), g2, g3], g4[1], True, "pronoun", ["it"], "I expected WiVRn to show the started game on the Quest 2.", author="u1")
    rec(P2_WIVRN424, [t, (U, P2_V_PAIRS, "u1"), g2, g3, g4, g5], P2_V_WIVRNLOG, False, SAME, [], None, author="u1")

    t = (U, "[BUG] Steam Link on Quest not detecting Linux PC", "u1")
    lend(P2_SVRL655, [t], P2_V_STUCK, SAME, P2_ALVR2016)
    lend(P2_SVRL655, [t], P2_V_WIVRNLOG, SAME, P2_WIVRN424)
    lend(P2_SVRL655, [t], P2_V_ETHERNET, SAME, P2_PALVR438)
    lend(P2_SVRL655, [t], P2_V_SIDELOAD, SELF, P2_PALVR438)

    # VRDB reports: a game's app id as title, then the form; the game named in the form is the context.
    t = (U, "1610990", "u1")
    h1 = (U, "### NAME\n\nDistortion VR\n\n### SteamVR\n\nPerfect\n\n### Monado\n\nNone\n\n### ALVR\n\nPerfect\n\n### WiVRn\n\nUnplayable because of graphical/controller issues\n\n### GPU vendor\n\nAMD\n\n### Distribution\n\nArchlinux\n\n### Headset\n\nMeta Quest 3", "u1")
    h2 = (U, "Doesn't work with WiVRn, game starts in the monitor. But it works with both ALVR and Steam Link.", "u1")
    rec(P2_VRDB729, [t, h1], h2[1], True, "ellipsis", ["game", "it"], "Distortion VR doesn't work with WiVRn on a Meta Quest 3, the game starts on the monitor; but it works with both ALVR and Steam Link.", author="u1")
    rec(P2_VRDB729, [t, h1, h2], "Game is pretty mediocre and buggy, though.", True, "ellipsis", ["Game"], "Distortion VR is a pretty mediocre and buggy game, though.", author="u1")
    lend(P2_VRDB729, [t, h1], P2_V_STUCK, SAME, P2_ALVR2016)
    # (not the WiVRn "the game" report here: after a game's own report its "the game" would read as that game)
    lend(P2_VRDB729, [t, h1], P2_V_SIDELOAD, SELF, P2_PALVR438)

    t = (U, "503580", "u1")
    i1 = (U, "### NAME\n\nDuck Season\n\n### SteamVR\n\nPerfect\n\n### Monado\n\nNone\n\n### ALVR\n\nPerfect\n\n### WiVRn\n\nCrashes or won't start\n\n### GPU vendor\n\nAMD\n\n### Distribution\n\nArchlinux\n\n### Headset\n\nMeta Quest 3", "u1")
    i2 = (U, "WiVRn - doesn't work, when it gets to the title screen, it stops there.", "u1")
    rec(P2_VRDB749, [t, i1], i2[1], True, "ellipsis", ["it"], "Duck Season doesn't work with WiVRn on a Meta Quest 3: when it gets to the title screen, it stops there.", author="u1")
    rec(P2_VRDB749, [t, i1, i2], "ALVR - works.", True, "ellipsis", [], "Duck Season works with ALVR on a Meta Quest 3.", author="u1")
    lend(P2_VRDB749, [t, i1], P2_V_SIDELOAD, SELF, P2_PALVR438)

    t = (U, "546560", "u1")
    j1 = (U, "### SteamVR\n\nPerfect\n\n### Monado\n\nCrashes or won't start\n\n### ALVR\n\nNone\n\n### WiVRn\n\nNone\n\n### GPU vendor\nAMD\n\n### Distribution\n\nNobara 41\n\n### Headset\n\nValve Index", "u1")
    j2 = (U, "The game doesn't run at all with Monado however, sadly.", "u1")
    rec(P2_VRDB170, [t, j1], j2[1], True, "pronoun", ["The game"], "Steam app 546560 doesn't run at all with Monado on a Valve Index, sadly.", author="u1")
    rec(P2_VRDB170, [t, j1, j2], "Crash with asking a SteamVR process at start.", True, "ellipsis", [], "Steam app 546560 crashes under Monado at start, asking for a SteamVR process.", author="u1")
    lend(P2_VRDB170, [t, j1], P2_V_OPENCOMP, SAME, P2_WIVRN131)


def P2_tablets(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- drawing tablets: pen pressure on Huion, XP-Pen and Gamon tablets (DIGImend drivers, OpenTabletDriver, TabletDriver, Photoshop and Clip Studio under Wine) ----
    t = (U, "Question: Is pressure sensitivity solved for Huion H610 on Linux?", "u1")
    a5 = (U, "Sensitivity doesn't appear to work at all. I have the driver installed and here's a snippet from my 52-wacom.conf:\n\n   Section \"InputClass\"\n   \tIdentifier \"Wacom class\"\n   \tMatchProduct \"Wacom|WACOM|Hanwang|PTK-540WL|ISD-V4|HUION PenTablet\"\n   \tMatchDevicePath \"/dev/input/event*\"\n   \tDriver \"wacom\"\n   EndSection", "u2")
    a7 = "Could you please post the output of \"evtest\" for your tablet pen device (the one which responds to pen movements), while you do a stroke with the pen? This way we'll be able to see if the kernel reports pressure, or not."
    # A complete question naming the models in full (rule 1): a trap.
    rec(P2_DGM5, [t], P2_D_H610, False, SAME, [], None, author="u1")
    # A later user's report naming tablet, OS and driver; "this driver" is the link in the same message (rule 2).
    rec(P2_DGM5, [t, (U, P2_D_H610, "u1")], P2_D_UBUNTU, False, SELF, [], None, author="u2")
    rec(P2_DGM5, [t, (U, P2_D_H610, "u1"), (U, P2_D_UBUNTU, "u2")], a5[1], True, "pronoun", ["Sensitivity", "the driver"], "Pressure sensitivity doesn't work at all on my Huion H610 though the DIGImend driver is installed; here is a snippet from my 52-wacom.conf: ...", author="u2")
    rec(P2_DGM5, [t, (U, P2_D_H610, "u1"), (U, P2_D_UBUNTU, "u2"), a5], a7, True, "ellipsis", [], "To see whether the kernel reports pressure for the Huion H610 with the DIGImend driver, post the output of evtest for the tablet's pen device while you do a stroke with the pen.", author="u3")

    t = (U, "H580 Pressure Sensitivity", "u1")
    b2 = (U, "I would like to use the tablet but it doesn't have pressure sensitivity.", "u1")
    b3 = (U, "Could you help me to providing this?", "u1")
    b4 = (A, "Do you use the driver? Can you send the output of \"/sbin/modinfo hid-huion\", and output of \"dmesg\" after you plug it in?", "u2")
    b6 = "Thank you. The driver seems to be handling the tablet."
    # A setup sentence naming the tablet; "#4" was never named in the thread (rulings before df37): a trap.
    rec(P2_DGM9, [t], P2_D_H580, False, SAME, [], None, author="u1")
    rec(P2_DGM9, [t, (U, P2_D_H580, "u1")], b2[1], True, "pronoun", ["the tablet", "it"], "I would like to use my Huion H580 with the DIGImend driver, but it has no pressure sensitivity.", author="u1")
    rec(P2_DGM9, [t, (U, P2_D_H580, "u1"), b2, b3], b4[1], True, "pronoun", ["the driver", "it"], "Do you use the DIGImend driver for the Huion H580? Send the output of /sbin/modinfo hid-huion, and of dmesg after you plug the tablet in.", author="u2")
    # The command and its output quoted in full (ruling before df37): a trap.
    rec(P2_DGM9, [t, (U, P2_D_H580, "u1"), b2, b3, b4], P2_D_MODINFO, False, SAME, [], None, author="u1")
    rec(P2_DGM9, [t, (U, P2_D_H580, "u1"), b2, b3, b4, (U, P2_D_MODINFO, "u1")], b6, True, "pronoun", ["The driver", "the tablet"], "The DIGImend hid-huion driver seems to be handling the Huion H580.", author="u2")

    t = (U, "my pen pressure dosent work", "u1")
    c1 = (U, "## Description\n\nwhen I go to draw my pen pressure doesn't work I tried messing with the pen pressure settings and it didn't do anything", "u1")
    c2 = (U, "## System Information:\n\n| Name             | Value |\n| ---------------- | ----- |\n| Operating System |Ubuntu 20.04.2 LTS|\n| Software Version |v0.5.2.3|\n| Tablet           |Gamon s620|", "u1")
    c3 = (A, "Enable Artist Mode", "u2")
    rec(P2_OTD894, [t], c1[1], True, "ellipsis", ["the pen pressure settings"], "When I draw, my pen pressure doesn't work with OpenTabletDriver; changing OpenTabletDriver's pen pressure settings didn't do anything.", author="u1")
    # A bare fix, what it fixes left to the thread (ruling before df38): a follow-up.
    rec(P2_OTD894, [t, c1, c2], c3[1], True, "ellipsis", [], "Enable OpenTabletDriver's Artist Mode to get pen pressure on the Gamon S620 under Ubuntu.", author="u2")
    rec(P2_OTD894, [t, c1, c2, c3], "> Change Absolute Mode to Artist Mode.\n\nthx it worked", True, "pronoun", ["it"], "Changing OpenTabletDriver from Absolute Mode to Artist Mode made my pen pressure work.", author="u1")
    lend(P2_OTD894, [t], P2_D_H580, SAME, P2_DGM9)
    lend(P2_OTD894, [t, c1], P2_D_XPPEN, SAME, P2_PSL16)

    t = (U, "Does opentabletdriver support pen pressure?", "u1")
    d1 = (U, "# Support Request\n I use the tablet for osu mostly but some drawing and autodesk sketchbook supports pen pressure. Am I doing something wrong?", "u1")
    d2 = (A, "It supports pen pressure in some applications. I know that it works in krita, but doesn't seem to work for me in gimp.", "u2")
    d3 = (A, "(You need to switch it to \"artist mode\" to enable it. This is for linux, idk for windows.)", "u2")
    d4 = (A, "there is a plugin just for that, https://github.com/X9VoiD/VoiDPlugins/releases/download/v0.2.1/WindowsInk.zip put that in %localappdata%/opentabletdriver/Plugins", "u3")
    d5 = (A, "also you need to install this https://github.com/X9VoiD/vmulti-bin/releases/tag/v1.0", "u3")
    d6 = "This issue should be closed as we already have pressure support for Windows in the form of a plugin"
    rec(P2_OTD468, [t, d1], d2[1], True, "pronoun", ["It", "it"], "OpenTabletDriver supports pen pressure in some applications: it works in Krita, but doesn't seem to work in GIMP.", author="u2")
    rec(P2_OTD468, [t, d1, d2], d3[1], True, "pronoun", ["it", "This"], "On Linux you need to switch OpenTabletDriver to artist mode to enable pen pressure.", author="u2")
    rec(P2_OTD468, [t, d1, d2, d3, d4, d5], d6, True, "pronoun", ["This issue"], "The OpenTabletDriver pen pressure issue should be closed, as OpenTabletDriver already has pressure support for Windows in the form of a plugin.", author="u4")
    lend(P2_OTD468, [t], P2_D_H610, SAME, P2_DGM5)
    lend(P2_OTD468, [t], P2_D_KERNEL, SAME, P2_CSPI11)

    t = (U, "Pen Pressure no longer works on Huion H420", "u1")
    e1 = (U, "Trying to use pen pressure on my drawing tablet (for use on art programs) no longer works.", "u1")
    e2 = (U, "## Hardware/software information\nWindows Version: Windows 7\n\nTablet Driver version: 0.2.3\n\nTablet model: Huion H420", "u1")
    e3 = (A, "Check which mode you are currently using.", "u2")
    e4 = (A, "If you are using the Absolute (osu!) mode, then pen pressure will not be taken into account.", "u2")
    e5 = "If you want to enable pen pressure, change the mode to Windows Ink (Draw)."
    # A failure of what the driver does, the driver left out (rulings before df37): a follow-up.
    rec(P2_HTD888, [t], e1[1], True, "ellipsis", [], "Pen pressure on my Huion H420 drawing tablet no longer works in art programs with hawku's TabletDriver.", author="u1")
    rec(P2_HTD888, [t, e1, e2], e3[1], True, "ellipsis", [], "Check which TabletDriver mode you are using for the Huion H420 that lost pen pressure.", author="u2")
    rec(P2_HTD888, [t, e1, e2, e3, e4], e5, True, "pronoun", ["the mode"], "To enable pen pressure in hawku's TabletDriver, change its mode to Windows Ink (Draw).", author="u2")
    lend(P2_HTD888, [t, e1], P2_D_UBUNTU, SELF, P2_DGM5)

    t = (U, "Pen pressure is not working", "u1")
    f1 = (U, "I need this driver for my Osu configuration, but I also want to draw with my Tablet, but the pen pressure is not working...", "u1")
    rec(P2_HTD217, [t], f1[1], True, "pronoun", ["this driver"], "I need hawku's TabletDriver for my osu! configuration, but I also want to draw with my tablet, and the pen pressure is not working.", author="u1")
    rec(P2_HTD217, [t, f1], "Does this driver even Support pen pressure?", True, "pronoun", ["this driver"], "Does hawku's TabletDriver even support pen pressure?", author="u1")
    lend(P2_HTD217, [t], P2_D_XPPEN, SAME, P2_PSL16)
    lend(P2_HTD217, [t, f1], P2_D_H610, SAME, P2_DGM5)

    t = (U, "Pressure sensitivity does not work", "u1")
    g1 = (U, "Installation and program runned perfectly. Sadly, I cant do my entire workflow because it wont recognize my wacom tablet pressure sensibility.", "u1")
    g2 = (U, "Heya! I found a way to make it work!", "u2")
    g3 = (U, "Install the OpenTabletDriver, make all the stuff for recognize your tablet, then make it as relative mode, this worked for me, but sometimes it just stop working and I need to restart the Photoshop or make it as another mode and change to relative again.", "u2")
    g4 = (U, "If this don't work make the thing of Photoshop stop using the Windows Ink or install the Windows Ink in the Plugins Manager of OpenTabletDriver.", "u2")
    g5 = "hi thanks for sharing your experience. Actually, I haven't any Wacom tablet to test this, and I don't know how to fix these issues right now.good luck"
    rec(P2_PSL15, [t], g1[1], True, "pronoun", ["Installation and program", "it"], "photoshopCClinux's installation and Photoshop ran perfectly, but Photoshop won't recognize my Wacom tablet's pressure sensitivity.", author="u1")
    # A fix whose purpose (pressure in Photoshop) is only the thread's, with "this worked for me" (ruling before df38): a follow-up.
    rec(P2_PSL15, [t, g1, g2], g3[1], True, "ellipsis", [], "To get Wacom pen pressure in photoshopCClinux's Photoshop: install OpenTabletDriver, set it up for your tablet and use relative mode; if it stops working, restart Photoshop or switch modes and back.", author="u2")
    rec(P2_PSL15, [t, g1, g2, g3, g4], g5, True, "pronoun", ["this", "these issues"], "I have no Wacom tablet to test pen pressure in photoshopCClinux, and don't know how to fix the pressure issues right now.", author="u3")

    t = (U, "Not supporting graphic tablet", "u1")
    h2 = (U, "Its works fine in other apps, but in this photoshop pressure sens is not work at all.", "u1")
    h3 = (U, "P.S. tablets buttons works fine\nany advise? :)", "u1")
    h4 = "as I said before, the installer script uses `wine` in the background to run photoshop which is a `windows` simulator. so obviously it depends on pressure pens driver support."
    rec(P2_PSL16, [t], P2_D_XPPEN, False, SAME, [], None, author="u1")
    rec(P2_PSL16, [t, (U, P2_D_XPPEN, "u1")], h2[1], True, "pronoun", ["Its", "this photoshop"], "My XP-Pen tablet with the official drivers works fine in other apps, but in photoshopCClinux's Photoshop pen pressure doesn't work at all.", author="u1")
    rec(P2_PSL16, [t, (U, P2_D_XPPEN, "u1"), h2, h3], h4, True, "pronoun", ["the installer script", "it"], "photoshopCClinux's installer script runs Photoshop under Wine, a Windows compatibility layer, so XP-Pen pen pressure depends on the pen driver's support in Wine.", author="u2")
    lend(P2_PSL16, [t], P2_D_KERNEL, SAME, P2_CSPI11)
    lend(P2_PSL16, [t], P2_D_UBUNTU, SELF, P2_DGM5)

    t = (U, "Pen pressure issues on Linux Mint still persisting :(", "u1")
    i1 = (U, "Heya!! Thank you so much for responding so quickly last time!! Sadly the issue is still there :(", "u1")
    i2 = (U, "The software downloads without a issue, pressure works in gimp, huion driver software etc. so It must be something about clip studio paint.", "u1")
    i3 = (U, "I wanna add, I use version 4.0.10.", "u1")
    i4 = (A, "I think the problem is the Huion proprietary driver, it doesn't mesh well with what Wine can and cannot read.", "u2")
    i6 = "Before switching, can you confirm you have libinput installed?\n\n`dpkg -l xserver-xorg-input-libinput`\nIf it shows ii at the start, you're good!"
    rec(P2_CSPI11, [t], i1[1], True, "pronoun", ["the issue"], "Pen pressure in Clip Studio Paint installed with CSPenguin-Installer still doesn't work on Linux Mint.", author="u1")
    rec(P2_CSPI11, [t, i1], i2[1], True, "pronoun", ["The software", "It"], "CSPenguin-Installer downloads Clip Studio Paint without issue and pressure works in GIMP and the Huion driver software, so the missing pen pressure must be something about Clip Studio Paint.", author="u1")
    rec(P2_CSPI11, [t, i1, i2, i3], i4[1], True, "pronoun", ["the problem"], "The missing pen pressure in Clip Studio Paint under CSPenguin-Installer likely comes from the Huion proprietary driver, which doesn't mesh well with what Wine can read.", author="u2")
    # A claim about the user's kernel, named in full (rulings before df36): a trap.
    rec(P2_CSPI11, [t, i1, i2, i3, i4], P2_D_KERNEL, False, SAME, [], None, author="u2")
    rec(P2_CSPI11, [t, i1, i2, i3, i4, (A, P2_D_KERNEL, "u2")], i6, True, "ellipsis", ["Before switching"], "Before switching from the Huion proprietary driver to the kernel's hid-uclogic for Clip Studio Paint pen pressure, confirm libinput is installed: `dpkg -l xserver-xorg-input-libinput` should show ii.", author="u2")
    lend(P2_CSPI11, [t], P2_D_MODINFO, SAME, P2_DGM9)


def P2_ipods(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- iPods: music synced from Linux that the iPod doesn't show, Rockbox builds, flash mods, click-wheel games, nano apps ----
    t = (U, "[Bug] No songs after syncing", "u1")
    a1 = (U, "**Describe the bug**\nNo music is showing up after syncing. No matter what I do.", "u1")
    a2 = "It seems the db is being written, there are files on the device. When I detach and reattach the device iOpeniPod sees the files correctly."
    # A failure of what the project does, the project left out (rulings before df37): a follow-up.
    rec(P2_IOP31, [t], a1[1], True, "ellipsis", [], "No music shows up on my iPod after syncing with iOpenPod, no matter what I do.", author="u1")
    rec(P2_IOP31, [t, a1], a2, True, "pronoun", ["the db", "the device"], "iOpenPod seems to write the iPod database and the files are on the iPod; when I detach and reattach it, iOpenPod sees the files correctly, yet the iPod shows no songs.", author="u1")
    lend(P2_IOP31, [t, a1], P2_I_DFU, SELF, P2_RIG11)

    t = (U, "[Bug] Sync files succeeds, files are on iPod file system, but No Music on iPod UI", "u1")
    b1 = (U, "Sync appears to complete successfully. Files are on the iPod filesystem.", "u1")
    b2 = (U, "However, the iPod itself sees no songs.", "u1")
    rec(P2_IOP36, [t], b1[1], True, "ellipsis", [], "iOpenPod's sync appears to complete successfully and the files are on the iPod filesystem.", author="u1")
    rec(P2_IOP36, [t, b1], b2[1], True, "ellipsis", ["However", "the iPod itself"], "Though iOpenPod's sync succeeds and the files are on the iPod filesystem, the iPod itself sees no songs.", author="u1")
    # The error quoted in full, naming iTunes as its source (ruling before df37): a trap.
    rec(P2_IOP36, [t, b1, b2], P2_I_ITUNESERR, False, SAME, [], None, author="u1")

    t = (U, "[Bug] iPod wiped after syncing", "u1")
    lend(P2_IOP134, [t], P2_I_DFU, SELF, P2_RIG11)
    lend(P2_IOP134, [t], P2_I_CFMOD, SAME, P2_ICWG3)

    t = (U, "Music transfer to iPod corrupt the iTunes DB", "u1")
    c1 = (U, "**Describe the bug**\nTransferring songs to my iPod Classic works, but once unmounted, the iPod say it has zero song (corrupted database from what I understand).", "u1")
    c2 = (U, "**To Reproduce**\n* [Windows] format the iPod (tried vFAT and ntfs)\n* [Windows] reset from iTunes\n* [Windows] sync some songs from iTunes (to init the db, but same result without)\n* [Linux] sync some songs from Strawberry\n* => The iPod say it has no song or any content, but songs are seen from Strawberry", "u1")
    c3 = (U, "**System Information:**\n - Operating system: Arch 6.1.12-arch1-1 with Wayland\n - Strawberry Version: 1.0.14-2", "u1")
    c4 = (U, "I tested and have the same problem with Rhythmbox, so it probably comes from libgpod.", "u1")
    c5 = "It is fixed by running rePear, but it is not perfect (breaks some albums, need a second read of every file, ...)"
    rec(P2_STRAW1143, [t], c1[1], True, "ellipsis", [], "Transferring songs to my iPod Classic with Strawberry works, but once unmounted the iPod says it has zero songs, from a corrupted database as I understand it.", author="u1")
    rec(P2_STRAW1143, [t, c1, c2, c3], c4[1], True, "pronoun", ["the same problem", "it"], "Rhythmbox also leaves my iPod Classic with zero songs after a transfer, like Strawberry, so the corrupted iTunes database probably comes from libgpod.", author="u1")
    rec(P2_STRAW1143, [t, c1, c2, c3, c4], c5, True, "pronoun", ["It", "it"], "Running rePear fixes the iPod database that Strawberry's transfers corrupt, but not perfectly: it breaks some albums and needs a second read of every file.", author="u1")
    lend(P2_STRAW1143, [t], P2_I_ITUNESERR, SAME, P2_IOP36)
    lend(P2_STRAW1143, [t, c1], P2_I_DFU, SELF, P2_RIG11)
    lend(P2_STRAW1143, [t, c1], P2_I_CFMOD, SAME, P2_ICWG3)

    t = (U, "PC won't recognize iPod 5.5 gen video after plugging it in.", "u1")
    d2 = (U, "Stock OS saved the day as the PC recognized it when I switched over.", "u1")
    d4 = (U, "When the iPod boots into Rockbox the issue persists, the scrolling feels slow and like I said the PC won't recognize the iPod.", "u1")
    d5 = (U, "BUT after I play something all of a sudden the scrolling becomes snappy and then the PC recognizes the iPod no problem.", "u1")
    d6 = "Did you try turning SSD mode off?"
    # Names Rockpod, but "the iPod" is the title's iPod 5.5 gen video (definite-reference clause, ruling before df37): a follow-up.
    rec(P2_RPOD7, [t], P2_I_ROCKPODPC, True, "pronoun", ["the iPod"], "After installing Rockpod on my iPod 5.5 gen video, my Windows 10 PC won't recognize it (\"Please insert disk into Removable Disk (G:)\") and the iPod flickers between the menu and Rockbox's Do not disconnect screen.", author="u1")
    rec(P2_RPOD7, [t, (U, P2_I_ROCKPODPC, "u1")], d2[1], True, "pronoun", ["the PC", "it"], "When I switched my iPod 5.5 gen video from Rockpod back to the stock OS, the PC recognized it.", author="u1")
    rec(P2_RPOD7, [t, (U, P2_I_ROCKPODPC, "u1"), d2, (U, "I figured something out. I reinstalled Rockpod and gave it another go after the new release.", "u1")], d4[1], True, "pronoun", ["the issue"], "When my iPod 5.5 gen video boots into Rockpod's Rockbox, scrolling is slow and the PC still won't recognize the iPod.", author="u1")
    rec(P2_RPOD7, [t, (U, P2_I_ROCKPODPC, "u1"), d2, (U, "I figured something out. I reinstalled Rockpod and gave it another go after the new release.", "u1"), d4, d5], d6, True, "ellipsis", [], "Did you try turning Rockpod's SSD mode off for the PC not recognizing the iPod 5.5 gen video?", author="u2")
    lend(P2_RPOD7, [t], P2_I_CFMOD, SAME, P2_ICWG3)

    t = (U, "Issue with Flash more recent ipod firmware guide", "u1")
    e1 = (U, "Hello. I installed the older version of iTunes, as listed in the guide.", "u1")
    e2 = (U, "This was on a \"virgin\" machine that never had iTunes installed before.", "u1")
    e4 = (U, "I had to try again on another machine with the latest iTunes (12.13.10.3) and I was able to install the bootloader no problem.", "u1")
    rec(P2_RIG11, [t], e1[1], True, "pronoun", ["the guide"], "I installed the older version of iTunes listed in the reddit-ipod-guides guide for flashing more recent iPod firmware.", author="u1")
    # Names the Rockbox utility and the iTunes driver in full; "it" is the utility of the same sentence (rule 2).
    rec(P2_RIG11, [t, e1, e2], P2_I_DFU, False, SELF, [], None, author="u1")
    rec(P2_RIG11, [t, e1, e2, (U, P2_I_DFU, "u1")], e4[1], True, "ellipsis", ["try again", "the bootloader"], "On another machine with the latest iTunes (12.13.10.3), the Rockbox utility installed the iPod bootloader with no problem, unlike with the guide's older iTunes.", author="u1")
    rec(P2_RIG11, [t, e1, e2, (U, P2_I_DFU, "u1"), e4], "Just FYI if you want to edit the guide.", True, "pronoun", ["the guide"], "FYI, the reddit-ipod-guides firmware flashing guide may need editing: its older iTunes version failed where the latest iTunes worked.", author="u1")
    lend(P2_RIG11, [t], P2_I_ITUNESERR, SAME, P2_IOP36)

    t = (U, "Games do not launch on a flash modded iPod 5.5", "u1")
    f2 = (U, "Sadly none of the games in this repository start on my flash modded iPod 5.5 (thick 80GB model with an iFlash Quad and a 512GB Samsung Micro-SD).", "u1")
    f3 = (U, "Upon launching any game it displays (roughly translated): \"This game cannot be launched. Please connect your iPod to iTunes and install the game again.\"", "u1")
    f4 = (U, "They do work without a problem on another 5.5 gen (also thick 80GB model) and a 6th gen (80GB model) though.", "u1")
    f6 = (A, "Not sure at all about that, but maybe, the games auth themselves on the iPod using some kind of unique S/N from the hard drive itself.", "u2")
    rec(P2_ICWG3, [t, (U, "Heya, cool project you've started!", "u1")], f2[1], True, "pronoun", ["this repository"], "None of the iPod click wheel games preservation project's games start on my flash-modded iPod 5.5 (80GB with an iFlash Quad and a 512GB micro-SD).", author="u1")
    rec(P2_ICWG3, [t, (U, "Heya, cool project you've started!", "u1"), f2], f3[1], True, "pronoun", ["it"], "Launching any of the preserved click wheel games, my flash-modded iPod 5.5 displays \"This game cannot be launched. Please connect your iPod to iTunes and install the game again.\"", author="u1")
    rec(P2_ICWG3, [t, (U, "Heya, cool project you've started!", "u1"), f2, f3], f4[1], True, "pronoun", ["They"], "The preserved click wheel games work without a problem on a stock iPod 5.5 gen and a 6th gen, just not on my flash-modded one.", author="u1")
    rec(P2_ICWG3, [t, (U, "Heya, cool project you've started!", "u1"), f2, f3, f4], f6[1], True, "pronoun", ["that", "the games"], "Maybe the iPod click wheel games authenticate themselves using a unique serial number from the hard drive, which a flash mod lacks.", author="u2")
    # A setup sentence naming its subject in full (rule 1): a trap.
    rec(P2_ICWG3, [t, (U, "Heya, cool project you've started!", "u1"), f2, f3, f4, f6], P2_I_CFMOD, False, SAME, [], None, author="u2")


def P2_irremotes(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- IR remotes: Broadlink RM minis and Tuya IR blasters that will not learn codes (python-broadlink, homebridge-broadlink-rm, LocalTuya, tinytuya) ----
    t = (U, "RM Mini 3 (0x5f36) Does Not Learn Codes", "u1")
    a1 = (U, "I purchased 2 RM Mini 3s off of Amazon and they both register as 0x5f36, however even after adding them to the rm list they do not learn any codes.", "u1")
    a2 = (U, "I was able to enter learning mode however none of the codes are printed to the terminal window.", "u1")
    a3 = (U, "I am able to add/learn codes in the various apps but not through this library.", "u1")
    a4 = (U, "Any idea why or does anyone have this specific device and got it working?", "u1")
    a6 = "I added this device to the __init__.py file, but it still doesn't work."
    rec(P2_PBL308, [t], a1[1], True, "pronoun", ["the rm list"], "My two RM Mini 3s register as 0x5f36, and even after adding them to python-broadlink's rm device list they do not learn any codes.", author="u1")
    rec(P2_PBL308, [t, a1, a2], a3[1], True, "pronoun", ["this library"], "I can add and learn codes for my RM Mini 3 (0x5f36) in the various apps, but not through python-broadlink.", author="u1")
    # The tool named with its output, nothing left to the thread (ruling before df37): a trap though "also" opens it.
    rec(P2_PBL308, [t, a1, a2, a3, a4], P2_R_DISCOVERY, False, SAME, [], None, author="u2")
    rec(P2_PBL308, [t, a1, a2, a3, a4, (U, P2_R_DISCOVERY, "u2")], a6, True, "pronoun", ["this device", "it"], "I added the RM Mini 3 device type 0x5f36 to python-broadlink's __init__.py, but it still doesn't learn codes.", author="u2")

    t = (U, "Cannot learn IR into RM mini 3", "u1")
    b1 = (U, "Every time I try to learn, I get the code 65529.", "u1")
    rec(P2_PBL248, [t], b1[1], True, "ellipsis", [], "Every time I try to learn IR on my RM mini 3 with python-broadlink, I get the code 65529.", author="u1")
    rec(P2_PBL248, [t, b1], "I was using pycryptodome and this new version required cryptography. Closing as resolved.", True, "pronoun", ["this new version"], "python-broadlink failed to learn IR on my RM mini 3 because I was using pycryptodome while the new python-broadlink version requires cryptography; resolved.", author="u1")
    lend(P2_PBL248, [t], P2_R_ZS06, SELF, P2_HLT350)
    lend(P2_PBL248, [t, b1], P2_R_ERRLEARN, SAME, P2_KBRM444)

    t = (U, "Learn Code (Couldn't learn code, device not found)", "u1")
    d2 = "- Cannot connect to my Broadlink RM mini. \n- Broadlink RM mini connects fine in the Broadlink iOS app."
    # An error naming its source ("[Broadlink RM]") quoted in full (ruling before df37): a trap.
    rec(P2_KBRM444, [t], P2_R_ERRLEARN, False, SAME, [], None, author="u1")
    rec(P2_KBRM444, [t, (U, P2_R_ERRLEARN, "u1")], d2, True, "ellipsis", [], "homebridge-broadlink-rm cannot connect to my Broadlink RM mini, though the RM mini connects fine in the Broadlink iOS app.", author="u1")

    t = (U, "Learn Code not working.", "u1")
    e2 = "Device was successfully discovered but when I tap on Learn Code noting happen. I Got Learn Code time out error. The light on the RM also not blinking."
    rec(P2_KBRM2, [t, (U, "Hi, I having issue with the Learn code.", "u1")], e2, True, "ellipsis", [], "homebridge-broadlink-rm discovered my Broadlink RM, but tapping Learn Code gives a Learn Code timeout error and the RM's light doesn't blink.", author="u1")
    lend(P2_KBRM2, [t], P2_R_DISCOVERY, SAME, P2_PBL308)

    t = (U, "[Bug]: ZS06 IR blaster doesn't receive any learning response", "u1")
    x3 = (U, "now in local-tuya, I have added this IR blaster with dp=0, then it shows up a remote entity, with learn code=202.", "u1")
    x4 = (U, "no matter what remote I use (be it speaker or TV or Aircond), the learn command just doesn't response at all, and at the end time out.", "u1")
    x5 = (U, "Also, there isn't any blinking light while learning, whereas if I use Tuya app to copy a button, it will have blue light blinking", "u1")
    # The user's own device and another app, named in full; "it" is the blaster of the same sentence (rule 2).
    rec(P2_HLT350, [t], P2_R_ZS06, False, SELF, [], None, author="u1")
    rec(P2_HLT350, [t, (U, P2_R_ZS06, "u1")], x3[1], True, "pronoun", ["this IR blaster"], "I added my ZS06 Zigbee IR blaster to LocalTuya with dp=0, and it shows up as a remote entity with learn code 202.", author="u1")
    rec(P2_HLT350, [t, (U, P2_R_ZS06, "u1"), x3], x4[1], True, "pronoun", ["the learn command"], "Whatever remote I use (speaker, TV or air conditioner), LocalTuya's learn command for my ZS06 IR blaster doesn't respond at all and times out.", author="u1")
    rec(P2_HLT350, [t, (U, P2_R_ZS06, "u1"), x3, x4, x5], "how should I proceed?", True, "ellipsis", [], "How should I proceed when LocalTuya's learn command gets no response from my ZS06 IR blaster?", author="u1")

    t = (U, "[Bug]: Cant learn commands with my IR remote", "u1")
    rec(P2_HLT357, [t], "My IR remote cannot learn commands.", True, "ellipsis", [], "My IR remote cannot learn commands through LocalTuya.", author="u1")
    lend(P2_HLT357, [t], P2_R_NEC, SELF, P2_TTY579)
    lend(P2_HLT357, [t, (U, "My IR remote cannot learn commands.", "u1")], P2_R_DISCOVERY, SAME, P2_PBL308)

    t = (U, "Using smart wifi remote as IR Blaster", "u1")
    z2 = (U, "Is it possible to use this app as a IR blaster to send remote codes over to a Tuya device with an IR blaster?", "u1")
    z4 = (U, "Is there a way to make a python script which does that?", "u1")
    z5 = (A, "It depends.  Does that smart WiFi remote remain connected to WiFi?", "u2")
    rec(P2_TTY579, [t, (U, "Its not an issue per-se, but a question more of.", "u1")], z2[1], True, "pronoun", ["this app"], "Is it possible to use tinytuya to send remote codes to a Tuya device with an IR blaster?", author="u1")
    # "its" is the remote of the same sentence (rule 2).
    rec(P2_TTY579, [t, (U, "Its not an issue per-se, but a question more of.", "u1"), z2], P2_R_NEC, False, SELF, [], None, author="u1")
    rec(P2_TTY579, [t, (U, "Its not an issue per-se, but a question more of.", "u1"), z2, (U, P2_R_NEC, "u1")], z4[1], True, "pronoun", ["that"], "Is there a way to make a Python script with tinytuya that sends a remote's NEC hex codes through a Tuya IR blaster?", author="u1")
    rec(P2_TTY579, [t, (U, "Its not an issue per-se, but a question more of.", "u1"), z2, (U, P2_R_NEC, "u1"), z4], z5[1], True, "pronoun", ["It", "that smart WiFi remote"], "Whether tinytuya can send IR codes through a Tuya smart Wi-Fi remote depends on whether the remote stays connected to Wi-Fi; does it?", author="u2")
    # A general claim naming its subject (rulings before df36): a trap.
    rec(P2_TTY579, [t, (U, "Its not an issue per-se, but a question more of.", "u1"), z2, (U, P2_R_NEC, "u1"), z4, z5], P2_R_BATTERY, False, SAME, [], None, author="u2")

    t = (U, "IR does not work", "u1")
    w1 = (U, "### Description\n\nMy IR device is not working.", "u1")
    w2 = "It is able to learn commands via `remote.learn`, but when trying to send them via `tuya_local.send_learned_ir_command` or `remote.send`, it doesn't work."
    rec(P2_MATL5371, [t], w1[1], True, "ellipsis", [], "My Tuya IR remote control device is not working with tuya-local.", author="u1")
    rec(P2_MATL5371, [t, w1], w2, True, "pronoun", ["It", "them", "it"], "My Tuya IR device learns commands via remote.learn in tuya-local, but sending them via tuya_local.send_learned_ir_command or remote.send doesn't work.", author="u1")
    lend(P2_MATL5371, [t], P2_R_BATTERY, SAME, P2_TTY579)
    lend(P2_MATL5371, [t], P2_R_ERRLEARN, SAME, P2_KBRM444)
    lend(P2_MATL5371, [t, w1], P2_R_ZS06, SELF, P2_HLT350)


P2_AREAS = (P2_trackers, P2_calculators, P2_powerstations, P2_vrheadsets, P2_tablets, P2_ipods, P2_irremotes)


def load_part2(rec, U, A) -> None:
    SAME = "trap_same_domain_new_topic"
    SELF = "trap_self_contained_pronoun"

    def lend(url, history, question, kind, src) -> None:
        """A bank sentence placed after another thread's turns of the same area: a trap, asker unknown."""
        rec(url, history, question, False, kind, [], None, qsrc=src, author=None)

    for area in P2_AREAS:
        area(rec, U, A, lend, SAME, SELF)
