# ==== part 2 (helper cdf2, thirty-second pass): far-apart hobby and home areas; every module-level name is P2_-prefixed ====
P2_GH = "https://github.com/"
# ---- motorised curtains and roller blinds: SwitchBot Curtain in Home Assistant and Homebridge, IKEA Fyrtur on Homey ----
P2_SBBLE43 = P2_GH + "OpenWonderLabs/SwitchBotAPI-BLE/issues/43"
P2_HBSB432 = P2_GH + "OpenWonderLabs/homebridge-switchbot/issues/432"
P2_HBSB14 = P2_GH + "OpenWonderLabs/homebridge-switchbot/issues/14"
P2_HBSBO176 = P2_GH + "OpenWonderLabs/homebridge-switchbot-openapi/issues/176"
P2_PYSB195 = P2_GH + "sblibs/pySwitchbot/issues/195"
P2_TRAD78 = P2_GH + "athombv/com.ikea.tradfri/pull/78"
# ---- Nuki smart locks: unlock versus unlatch in HomeKit bridges and a Raspberry Pi bridge ----
P2_HBN27 = P2_GH + "lukasroegner/homebridge-nuki/issues/27"
P2_HBN10 = P2_GH + "lukasroegner/homebridge-nuki/issues/10"
P2_HBNB25 = P2_GH + "ebaauw/homebridge-nb/issues/25"
P2_NIO41 = P2_GH + "benzman81/homebridge-nukiio/issues/41"
P2_NIO90 = P2_GH + "benzman81/homebridge-nukiio/issues/90"
P2_RNB13 = P2_GH + "dauden1184/RaspiNukiBridge/issues/13"
# ---- car head units: wireless Android Auto dongles and CarPlay on a Raspberry Pi ----
P2_WAA205 = P2_GH + "nisargjhaveri/WirelessAndroidAutoDongle/issues/205"
P2_WAA225 = P2_GH + "nisargjhaveri/WirelessAndroidAutoDongle/issues/225"
P2_WAA7 = P2_GH + "nisargjhaveri/WirelessAndroidAutoDongle/issues/7"
P2_RCP73 = P2_GH + "rhysmorgan134/react-carplay/issues/73"
P2_RCP11 = P2_GH + "rhysmorgan134/react-carplay/issues/11"
P2_RCP55 = P2_GH + "rhysmorgan134/react-carplay/issues/55"
P2_WCP24 = P2_GH + "45clouds/WirelessCarPlay/issues/24"
P2_DASH16 = P2_GH + "openDsh/dash/issues/16"
P2_LVCP18 = P2_GH + "ludwig-v/wireless-carplay-dongle-reverse-engineering/issues/18"
P2_TARP42 = P2_GH + "tesla-android/android-raspberry-pi/issues/42"
# ---- smartwatch faces: Amazfit and Zepp OS watch faces, .bin editors and packers ----
P2_NAW50 = P2_GH + "novvember/amazfit-watchfaces/issues/50"
P2_NAW1 = P2_GH + "novvember/amazfit-watchfaces/issues/1"
P2_V1WE43 = P2_GH + "v1ack/watchfaceEditor/issues/43"
P2_V1WE52 = P2_GH + "v1ack/watchfaceEditor/issues/52"
P2_SAWE8 = P2_GH + "SashaCX75/AmazFit_Watchface_Editor/issues/8"
P2_AMZF250 = P2_GH + "piggz/harbour-amazfish/issues/250"
P2_GPAT20 = P2_GH + "ghtalpo/py_amazfit_tools/issues/20"
P2_GPAT26 = P2_GH + "ghtalpo/py_amazfit_tools/issues/26"
P2_TPAT18 = P2_GH + "Tnxec2/py_amazfit_tools/issues/18"
# ---- label makers: Brother P-touch tape widths, blank labels and raster drivers ----
P2_BPT4 = P2_GH + "treideme/brother_pt/issues/4"
P2_PTD3 = P2_GH + "philpem/printer-driver-ptouch/issues/3"
P2_PTD16 = P2_GH + "philpem/printer-driver-ptouch/issues/16"
P2_PTD10 = P2_GH + "philpem/printer-driver-ptouch/issues/10"
P2_NBPT19 = P2_GH + "nbuchwitz/ptouch/issues/19"
P2_PTPHP1 = P2_GH + "talpadk/ptouch-php/issues/1"
P2_P710_3 = P2_GH + "robby-cornelissen/pt-p710bt-label-maker/issues/3"
P2_BQLI10 = P2_GH + "matmair/brother_ql-inventree/pull/10"
P2_BLAB7 = P2_GH + "fuzeman/brother-label/issues/7"

# ---- air purifiers: Levoit Core and Vital purifiers on ESPHome, Homebridge and a Home Assistant card ----
P2_ELAP54 = P2_GH + "acvigue/esphome-levoit-air-purifier/issues/54"
P2_ELAP21 = P2_GH + "acvigue/esphome-levoit-air-purifier/issues/21"
P2_ELAP22 = P2_GH + "acvigue/esphome-levoit-air-purifier/issues/22"
P2_TSV10 = P2_GH + "mickgiles/homebridge-tsvesync/issues/10"
P2_PURC107 = P2_GH + "denysdovhan/purifier-card/issues/107"
P2_HBLAP100 = P2_GH + "RaresAil/homebridge-levoit-air-purifier/issues/100"
P2_HBLCC1 = P2_GH + "tushardhadiwal/homebridge-levoitcore-client/issues/1"
# ---- bathroom scales: Xiaomi Mi Scale and body composition readings over Bluetooth ----
P2_OSC676 = P2_GH + "oliexdev/openScale/issues/676"
P2_OSC362 = P2_GH + "oliexdev/openScale/issues/362"
P2_OSC830 = P2_GH + "oliexdev/openScale/issues/830"
P2_OSC549 = P2_GH + "oliexdev/openScale/issues/549"
P2_XMS10 = P2_GH + "lolouk44/xiaomi_mi_scale/issues/10"
P2_XMS50 = P2_GH + "lolouk44/xiaomi_mi_scale/issues/50"
P2_GW3_2 = P2_GH + "AlexxIT/gw3/issues/2"

# Every lender is a group of this part (every thread above is a history).
P2_QUESTION_ONLY: tuple[str, ...] = ()

# ---- bank sentences: complete in themselves, lent only within their area, never into their own repository ----
# curtains and blinds
P2_C_YEARS = "SwitchBot curtain is working for years with no issues. Now I have issues to close the curtain."
P2_C_SETPOS = "[6/5/2021, 10:12:32 AM] [SwitchBot] Sending request for Shade Curtain Curtain to SwitchBot API. command: setPosition parameter: 0,ff,0 commandType: command"
P2_C_PUSHED = "[4/30/2021, 6:28:15 PM] [SwitchBot] Curtain Living Room Curtain Curtain Changes pushed - { statusCode: 100, body: {}, message: 'success' }"
# Nuki locks
P2_L_NATIVE = "I got a Nuki Smart Lock yesterday and added it to HomeKit using the native HomeKit support of the lock."
P2_L_HOMEKIT = "Hitting a lock button which state is already open will trigger a close of the door since home kit does not know door latches."
P2_L_HANODOOR = "Homeassistant doesn't have a button to call the unlatch command, but you can call the service"
P2_L_DOCKER = "I'm running the homebridge in a docker container."
P2_L_AUTOUNLOCK = "I am using the auto unlock feature of the Nuki App, however, sometimes I don't reach the door fast enough to open it while the latch is pulled (and I don't want to extend the time)."
# car head units
P2_A_ATOTO = "I have an ATOTO YS102SL (now out of production) with a \"Linux\" proprietary OS."
P2_A_MFI = "Unfortunately apple uses something called an MFI chip which allows only authorised devices to interact with the phone, the carlinkit already has this."
P2_A_PI3B = "I'm running a raspberry pi 3B, Raspberry Pi OS (64 bit) and a CPC200-U2W-Plus carlinkit dongle."
P2_A_NODONGLE = "I am looking for a way to connect with carplay without dongles on a RPI."
P2_A_DASHAA = "There already existed an open source Android Auto, so it was easy enough for me to build into dash."
P2_A_CALL = "I observed that whenever I receive or make a phone call on my headunit, Android Auto disconnects after few seconds while the call is going on."
# smartwatch faces
P2_W_HORIZON = "I wanted to install the \"Horizon: watchface in the Zepp Store, but when I choose the watchfave I get the Message, that Zepp was not able to load the watchface."
P2_W_BALANCE = "I use a Amazfit Balance (1)."
P2_W_GTS = "I would love to see a Watchface Editor for the Amazfit GTS!"
P2_W_BUNDLE = "I tried https://github.com/chm-dev/GTS-watchface-bundle but unpacking my bin watch faces is working only 1/5 of the time and crashes with python error."
P2_W_GTR47 = "The normal Amazfit GTR has 47mm Diameter and a higher Display-Resolution as my smaller 42mm-Variant."
P2_W_ZEPPGEN = "In Zepp application you can select a background, a text color and it will generate a watchface for you."
P2_W_CREATED = "Hi, i created several watchfaces for GTR-47mm."
# label makers
P2_P_QR = "I'm trying to print QR codes with brother_pt"
P2_P_9700 = "I've got a 9700PC, which I've been using as a 9500PC \"just fine\"  However, attempting to print on 36mm tape simply prints me blank labels."
P2_P_E550W = "I'm struggling to get my PT-E550W to print correctly."
P2_P_PROTO = "Brother may have added something to the PT-P700 protocol which rastertoptch needs to handle differently to other printers."
P2_P_CUSTOM = "For the P-touch plastic tape printers (PT series), you need to set a custom page size in the printer settings."
P2_P_MARGIN = "Just like regular printers the label writer has some margins on which the printer cannot print."
P2_P_RASTER = "Supporting 3.5mm tape should be no problem, inside the Brother raster language it is just considered as a 4 mm tape."

# air purifiers
P2_V_ESPHOME = "I'm using ESPHome 2025.4.1"
P2_V_FANENT = "Levoit Purifier is a fan, click on the icon and it should give you speed options."
P2_V_LOG = "[VeSync] [Levoit 131S Air Purifier] changeFanSpeed: Error code -11000030: illegal argument"
P2_V_PUR131 = "I am specifically using the LV-PUR131 Model."
P2_V_FILTERAPP = "Filter life notification comes through VeSync App, since Filter replacement is once in a 6 month process, development for notification may not be worth it at the moment."
# bathroom scales
P2_S_XMTZC02 = "Just purchased the Mi Body Composition Scale Model: XMTZC02HM"
P2_S_NOCONNECT = "Installed OpenScale but it won't connect to the Mi Scale."
P2_S_BT42 = "Hi, \nI read that OpenScale suports Xiaomi Mi Body Composition Scale 2, but I read also that uses Bluetooth 4.2 not 5.0."
P2_S_V2METRIC = "Xiaomi scale v2 should work also with the body metric (but could be possible they have change something on the firmware that would break the openScale support)"
P2_S_GOTO = "In openScale goto settings->Bluetooth search for the scale click on it and they click on the Bluetooth icon in openScale in the overview fragment."
P2_S_ESPHOMEBASE = "ESPHome is based on a completely different base/OS."


def P2_curtains(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- motorised curtains and roller blinds: SwitchBot Curtain in Home Assistant and Homebridge, IKEA Fyrtur on Homey ----
    t = (U, "SwitchBot Curtain no longer working in Home Assistant", "u1")
    a1 = (U, P2_C_YEARS, "u1")
    a2 = (U, "When I use the app I can close it and can see the right status in homeassistant. But when I hit the homeassistant button and nothing happens.", "u1")
    a3 = (U, "Of course my automations no longer work either.", "u1")
    a4 = (U, "- OS: RPi\n- Software: HomeAssistant", "u1")
    a5 = (A, "Then you will need to open an issue with Home Assistant.", "u2")
    # The opener names the device and its problem: a complete first-person statement (rule 1).
    rec(P2_SBBLE43, [t], a1[1], False, SAME, [], None, author="u1")
    rec(P2_SBBLE43, [t, a1], a2[1], True, "pronoun", ["the app", "it"], "When I use the SwitchBot app I can close my SwitchBot curtain and see the right status in Home Assistant, but when I hit the Home Assistant button nothing happens.", author="u1")
    rec(P2_SBBLE43, [t, a1, a2], a3[1], True, "ellipsis", ["either"], "My Home Assistant automations for my SwitchBot curtain no longer work either, since the curtain no longer closes from Home Assistant.", author="u1")
    # An environment fragment leans on the thread (rule 1, rule 6).
    rec(P2_SBBLE43, [t, a1, a2, a3], a4[1], True, "ellipsis", [], "My SwitchBot curtain that no longer closes from Home Assistant runs with Home Assistant on a Raspberry Pi.", author="u1")
    rec(P2_SBBLE43, [t, a1, a2, a3, a4], a5[1], True, "pronoun", ["Then"], "If a SwitchBot curtain closes from the SwitchBot app but not from the Home Assistant button, you will need to open an issue with Home Assistant.", author="u2")
    lend(P2_SBBLE43, [t, a1, a2], P2_C_PUSHED, SAME, P2_HBSBO176)

    t = (U, "Bug: Curtain does not open close reliably (OpenAPI)", "u1")
    b1 = (U, "When setting the curtain to fully open/closed in Home app, they do not always respond", "u1")
    b2 = (U, "Set up curtains with Open API, and open/close them with Home app", "u1")
    b3 = (U, "When the curtains fail to close, I often see that their current position is already at 0 (despite that they are actually fully open therefore should be 100).", "u1")
    b4 = (U, "[DEBUG] Curtain: Curtain No OpenAPI Changes, CurrentPosition & TargetPosition Are the Same.  CurrentPosition: 0, TargetPosition  0", "u1")
    b5 = (U, "What appears to me is that the plugin thinks the curtains are already closed so did not actually send the close command to SwitchBot.", "u1")
    b6 = "As a workaround, I set position to \"1% open\" when I intend to fully close the curtains, and that improved the reliability, but left a 6% opening."
    rec(P2_HBSB432, [t], b1[1], True, "ellipsis", ["the curtain"], "With homebridge-switchbot (OpenAPI), when I set my SwitchBot curtains to fully open or closed in the Home app, they do not always respond.", author="u1")
    # A bare log line whose only missing subject is the thread's plugin (rule 1, quoted errors).
    rec(P2_HBSB432, [t, b1, b2, b3], b4[1], True, "ellipsis", [], "homebridge-switchbot logs \"[DEBUG] Curtain: Curtain No OpenAPI Changes, CurrentPosition & TargetPosition Are the Same. CurrentPosition: 0, TargetPosition 0\" when my SwitchBot curtain fails to close.", author="u1")
    rec(P2_HBSB432, [t, b1, b2, b3, b4], b5[1], True, "pronoun", ["the plugin", "the curtains"], "It appears that homebridge-switchbot thinks my SwitchBot curtains are already closed, so it does not actually send the close command to SwitchBot.", author="u1")
    rec(P2_HBSB432, [t, b1, b2, b3, b4, b5], b6, True, "ellipsis", ["the curtains"], "As a workaround for homebridge-switchbot not closing my SwitchBot curtains, I set the position to 1% open when I intend to fully close them; that improved reliability but left a 6% opening.", author="u1")
    lend(P2_HBSB432, [t, b1], P2_C_YEARS, SAME, P2_SBBLE43)
    lend(P2_HBSB432, [t, b1, b2], P2_C_PUSHED, SAME, P2_HBSBO176)

    t = (U, "Curtains do not open or close, but its state is reported correctly", "u1")
    c1 = (U, "Curtains no longer respond to open/close commands from homebridge UI or home app on iOS.", "u1")
    c2 = (U, "Closing from the SwitchBot app works fine, and the status change is accurately reflected", "u1")
    c3 = (U, "Tried reinstalling the plugin/purging cache, and regenerating API key but doesn't seem to fix it.", "u1")
    c4 = (U, P2_C_SETPOS, "u1")
    rec(P2_HBSB14, [t], c1[1], True, "ellipsis", [], "My SwitchBot curtains no longer respond to open/close commands from homebridge-switchbot, in the Homebridge UI or the Home app on iOS.", author="u1")
    rec(P2_HBSB14, [t, c1], c2[1], True, "ellipsis", [], "Closing my SwitchBot curtains from the SwitchBot app works fine, and homebridge-switchbot reflects the status change accurately.", author="u1")
    rec(P2_HBSB14, [t, c1, c2], c3[1], True, "pronoun", ["the plugin", "it"], "I tried reinstalling homebridge-switchbot, purging its cache and regenerating the SwitchBot API key, but that doesn't fix the curtains not responding to open/close commands.", author="u1")
    # The log names its plugin ("[SwitchBot]"), the API and the command in full (rule 1, quoted errors).
    rec(P2_HBSB14, [t, c1, c2, c3], c4[1], False, SAME, [], None, author="u1")

    t = (U, "Curtain commands don't work in homekit", "u1")
    d1 = (U, "When trying to control the curtains in homekit, using the slider or press the buttons nothing happens to the curtains.", "u1")
    d2 = (U, "Try to control the curtain in homekit.", "u1")
    d3 = (U, "I expect the curtains to move.", "u1")
    d4 = (U, P2_C_PUSHED, "u1")
    rec(P2_HBSBO176, [t], d1[1], True, "ellipsis", ["the curtains"], "When I try to control my SwitchBot curtains in HomeKit through homebridge-switchbot-openapi, nothing happens to them with the slider or the buttons.", author="u1")
    rec(P2_HBSBO176, [t, d1], d2[1], True, "ellipsis", ["the curtain"], "To reproduce the homebridge-switchbot-openapi bug, try to control a SwitchBot curtain in HomeKit.", author="u1")
    rec(P2_HBSBO176, [t, d1, d2], d3[1], True, "ellipsis", ["the curtains"], "I expect my SwitchBot curtains to move when I control them in HomeKit through homebridge-switchbot-openapi.", author="u1")
    rec(P2_HBSBO176, [t, d1, d2, d3], d4[1], False, SAME, [], None, author="u1")
    lend(P2_HBSBO176, [t], P2_C_YEARS, SAME, P2_SBBLE43)
    lend(P2_HBSBO176, [t, d1, d2], P2_C_SETPOS, SAME, P2_HBSB14)

    t = (U, "Curtain controls fail after some hours , fixed by restarting HA", "u1")
    e1 = (U, "Home Assistant 2023.3.1", "u1")
    e2 = (U, "The controls for the curtain motors stops working after a while, but can be fixed by restarting Home Assistant.", "u1")
    e3 = (U, "I found the following logs that seem related to this problem:", "u1")
    e4 = "(CA:16:84:DD:6B:8B): communication failed; Stopping trying; RSSI: -63"
    rec(P2_PYSB195, [t], e1[1], True, "ellipsis", [], "I run Home Assistant 2023.3.1, where the SwitchBot curtain controls fail after some hours until Home Assistant is restarted.", author="u1")
    rec(P2_PYSB195, [t, e1], e2[1], True, "ellipsis", ["the curtain motors"], "The controls for my SwitchBot curtain motors (pySwitchbot) stop working in Home Assistant after a while, but can be fixed by restarting Home Assistant.", author="u1")
    rec(P2_PYSB195, [t, e1, e2, e3], e4, True, "ellipsis", [], "pySwitchbot logs \"(CA:16:84:DD:6B:8B): communication failed; Stopping trying; RSSI: -63\" when my SwitchBot curtain controls stop working in Home Assistant.", author="u1")
    lend(P2_PYSB195, [t, e1, e2], P2_C_SETPOS, SAME, P2_HBSB14)
    lend(P2_PYSB195, [t], P2_C_PUSHED, SAME, P2_HBSBO176)
    lend(P2_PYSB195, [t, e1], P2_C_YEARS, SAME, P2_SBBLE43)

    # A pull request: its author (RobinBol) answers the asker, so the author's turns are `assistant` (as df35's nfarina PR).
    f1 = (A, "Adds support for Fyrtur and Kadrilj roller blinds", "u1")
    f2 = (A, "Supported functionality:\n- Moving blinds up and down to a relative percentage using a dim slider\n- Displaying current battery levels", "u1")
    f3 = (U, "Hi how do download this uppdate?", "u2")
    f4 = "Just keep an eye on the beta channel of this app in the Homey Apps store!"
    rec(P2_TRAD78, [f1], f2[1], True, "ellipsis", [], "The Homey IKEA TRÅDFRI app's Fyrtur and Kadrilj roller blind support moves the blinds up and down to a relative percentage with a dim slider and displays their battery levels.", author="u1")
    rec(P2_TRAD78, [f1, f2], f3[1], True, "pronoun", ["this uppdate"], "How do I download the Homey IKEA TRÅDFRI app update that adds Fyrtur and Kadrilj roller blind support?", author="u2")
    rec(P2_TRAD78, [f1, f2, f3], f4, True, "pronoun", ["this app"], "To get the Fyrtur and Kadrilj roller blind support, keep an eye on the beta channel of the IKEA TRÅDFRI app in the Homey Apps store.", author="u1")
    lend(P2_TRAD78, [f1], P2_C_YEARS, SAME, P2_SBBLE43)
    lend(P2_TRAD78, [f1, f2, f3], P2_C_SETPOS, SAME, P2_HBSB14)
    lend(P2_TRAD78, [f1, f2], P2_C_PUSHED, SAME, P2_HBSBO176)


def P2_locks(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- Nuki smart locks: unlock versus unlatch in HomeKit bridges and a Raspberry Pi bridge ----
    t = (U, "unlatsch on smart look no function", "u1")
    n1 = (U, "i have the 2 switches in the HOME app; look and unlock is working perfect but the unlatch switch has no function; with unlock or looked.", "u1")
    n2 = (U, "if i set unlock to unlock to true i also can produce a unlatch command on the log but not wies the Latch switch", "u1")
    n3 = (U, "do you have any idea ?", "u1")
    n4 = "Fixed in #28, new version 0.7.4 on NPM."
    rec(P2_HBN27, [t], n1[1], True, "ellipsis", ["the unlatch switch"], "With homebridge-nuki I have the 2 switches in the Home app; lock and unlock work perfectly, but the unlatch switch for my Nuki smart lock has no function, whether it is unlocked or locked.", author="u1")
    rec(P2_HBN27, [t, n1], n2[1], True, "ellipsis", ["the Latch switch"], "In homebridge-nuki, if I set unlatchFromUnlockedToUnlocked to true I can produce an unlatch command in the log, but not with the Latch switch.", author="u1")
    rec(P2_HBN27, [t, n1, n2], n3[1], True, "ellipsis", [], "Do you have any idea why the homebridge-nuki unlatch switch has no function on my Nuki smart lock?", author="u1")
    rec(P2_HBN27, [t, n1, n2, n3], n4, True, "ellipsis", [], "The homebridge-nuki unlatch switch having no function is fixed in #28, in version 0.7.4 on NPM.", author="u2")

    t = (U, "Question about the security of HomeKit unlatch functionality", "u1")
    m1 = (U, P2_L_NATIVE, "u1")
    m2 = (U, "Out of the box, the lock doesn't support the separation of unlock and unlatch, so that I find it quite dangerous to use the native HomeKit integration.", "u1")
    m3 = (U, "If I accidentally hit the lock in the Home app, the door will open immediately and I have no way to close it while not at home.", "u1")
    m4 = (U, "So here is my question: If I remove the lock from HomeKit and re-add it using the homebridge-nuki plugin, the behavior will change to a much more secure one, if I set the configuration as follows:\n```\nunlatchFromLockedToUnlocked: false\nunlatchFromUnlockedToUnlocked: true\n```", "u1")
    m5 = (U, "So, did I get this right and there is then no way to accidentally unlatch the door by tapping?", "u1")
    m6 = "Hi Felix, yes, this is exactly why I implemented the additional settings."
    # "it" is the lock of the same sentence (rule 2).
    rec(P2_HBN10, [t], m1[1], False, SELF, [], None, author="u1")
    rec(P2_HBN10, [t, m1], m2[1], True, "pronoun", ["the lock"], "Out of the box, the Nuki Smart Lock's native HomeKit support doesn't separate unlock and unlatch, so I find its native HomeKit integration quite dangerous to use.", author="u1")
    rec(P2_HBN10, [t, m1, m2], m3[1], True, "pronoun", ["the lock"], "With the Nuki Smart Lock's native HomeKit integration, if I accidentally hit the lock in the Home app, the door opens immediately and I have no way to close it while not at home.", author="u1")
    rec(P2_HBN10, [t, m1, m2, m3, m4], m5[1], True, "pronoun", ["this"], "With homebridge-nuki set to unlatchFromLockedToUnlocked: false and unlatchFromUnlockedToUnlocked: true, is there then no way to accidentally unlatch my Nuki-locked door by tapping in the Home app?", author="u1")
    rec(P2_HBN10, [t, m1, m2, m3, m4, m5], m6, True, "pronoun", ["this", "the additional settings"], "Yes: preventing an accidental unlatch by tapping the Nuki lock in the Home app is exactly why homebridge-nuki has the unlatchFromLockedToUnlocked and unlatchFromUnlockedToUnlocked settings.", author="u2")
    lend(P2_HBN10, [t, m1], P2_L_HOMEKIT, SAME, P2_NIO41)

    t = (U, "Every unlock is an unlatch", "u1")
    o1 = (U, "Every time I unlock the lock with Homekit, the apartment door opens completely.", "u1")
    o2 = (U, "I have activated the second lock (the \"latch\"-lock) to fully open the door in the configuration.", "u1")
    o3 = (U, "**Is there a way to unlock the lock without opening the door?**", "u1")
    o4 = (U, "I have already changed the door type in the Nuki app, but unfortunately that hasn't changed anything.", "u1")
    o5 = (A, "Homebridge NB should unlock the door, irrespective of the door setting (knob vs level).", "u2")
    o6 = (A, "What’s the output of `nb -DD -H `_hostname_`:`_port_`lockAction `_nukiID_ `0 1`?  Does this unlock or unlatch the door?", "u2")
    o7 = (U, "I've tried about 3 hours to run the command line tool, but I failed 😔", "u1")
    o8 = (U, P2_L_DOCKER, "u1")
    rec(P2_HBNB25, [t], o1[1], True, "pronoun", ["the lock"], "Every time I unlock my Nuki lock with HomeKit through Homebridge NB, the apartment door opens completely.", author="u1")
    rec(P2_HBNB25, [t, o1, o2], o3[1], True, "pronoun", ["the lock"], "Is there a way to unlock my Nuki lock through Homebridge NB without opening the door?", author="u1")
    # An attempt that leans on the thread's problem ("hasn't changed anything"), as rule 6's "I did but ...".
    rec(P2_HBNB25, [t, o1, o2, o3], o4[1], True, "ellipsis", ["that"], "I have already changed the door type in the Nuki app, but the door still opens completely whenever Homebridge NB unlocks my Nuki lock.", author="u1")
    # Names the plugin and states what it should do: a general claim (ruling before df36).
    rec(P2_HBNB25, [t, o1, o2, o3, o4], o5[1], False, SAME, [], None, author="u2")
    # An answer in a complete sentence naming its own subject (ruling before df36).
    rec(P2_HBNB25, [t, o1, o2, o3, o4, o5, o6, o7], o8[1], False, SAME, [], None, author="u1")
    lend(P2_HBNB25, [t, o1], P2_L_NATIVE, SELF, P2_HBN10)

    t = (U, "Only unlatch if current state is unlocked", "u1")
    p1 = (U, "Currently, if the door is locked and I hit the 'always unlatch' button, it unlocks AND unlatches the door.", "u1")
    p2 = (U, "Is it possible to add an options to only unlatch the door if the current state is unlocked?", "u1")
    p3 = (U, P2_L_AUTOUNLOCK, "u1")
    p4 = (U, "I want to avoid unlocking my door if I accidentally hit any unlock button from control center.", "u1")
    p5 = (A, P2_L_HOMEKIT, "u2")
    p6 = "@tschortsch3711 With v0.10.0 you can now use automations/scenes to dis-/allow unlatching."
    rec(P2_NIO41, [t], p1[1], True, "ellipsis", ["the 'always unlatch' button"], "Currently in homebridge-nukiio, if my Nuki-locked door is locked and I hit the 'always unlatch' button, it unlocks AND unlatches the door.", author="u1")
    rec(P2_NIO41, [t, p1], p2[1], True, "ellipsis", [], "Is it possible to add an option to homebridge-nukiio to only unlatch the door if the Nuki lock's current state is unlocked?", author="u1")
    # "it" is the door of the same sentence, and the Nuki App is named (rule 2).
    rec(P2_NIO41, [t, p1, p2], p3[1], False, SELF, [], None, author="u1")
    rec(P2_NIO41, [t, p1, p2, p3], p4[1], False, SAME, [], None, author="u1")
    rec(P2_NIO41, [t, p1, p2, p3, p4], p5[1], False, SAME, [], None, author="u2")
    rec(P2_NIO41, [t, p1, p2, p3, p4, p5], p6, True, "ellipsis", [], "With homebridge-nukiio v0.10.0 you can now use HomeKit automations/scenes to disallow or allow unlatching the Nuki lock.", author="u2")

    t = (U, "Smart Door Unlatch and lock state problems", "u1")
    q1 = (U, "I have correctly configured my smart door.", "u1")
    q2 = (U, "I have enabled the uses door latch option.", "u1")
    q3 = (U, "When the \"Allowed Unlatch\" switch is activated, the door opens without problems.", "u1")
    q4 = (U, "However, I cannot understand why once opened in the home app it immediately blocks and says closed when it is still open.", "u1")
    q5 = "Another thing that seems not to work is the update of the status and the status of the sensor."
    rec(P2_NIO90, [t], q1[1], True, "ellipsis", [], "I have correctly configured my Nuki Smart Door in homebridge-nukiio.", author="u1")
    rec(P2_NIO90, [t, q1], q2[1], True, "ellipsis", [], "I have enabled the usesDoorLatch option for my Nuki Smart Door in homebridge-nukiio.", author="u1")
    rec(P2_NIO90, [t, q1, q2, q3], q4[1], True, "pronoun", ["it"], "Once I open my Nuki Smart Door in the Home app through homebridge-nukiio, why does it immediately show as locked and closed when the door is still open?", author="u1")
    rec(P2_NIO90, [t, q1, q2, q3, q4], q5, True, "ellipsis", ["the sensor"], "In homebridge-nukiio, the lock status of my Nuki Smart Door and the status of its door sensor also do not seem to update.", author="u1")

    t = (U, "Open door function", "u1")
    r1 = (U, "Is there a way to add the open door function of the app?", "u1")
    r2 = (U, "It works well to lock and unlock the door.", "u1")
    r3 = (U, "But my door has a door knob so I need an open door function.", "u1")
    r4 = (A, "The unlatch command is supported.", "u2")
    r5 = (A, "Are you using it with homeassistant?", "u2")
    r6 = (A, P2_L_HANODOOR, "u2")
    rec(P2_RNB13, [t], r1[1], True, "ellipsis", ["the app"], "Is there a way to add the Nuki app's open door function to RaspiNukiBridge?", author="u1")
    rec(P2_RNB13, [t, r1], r2[1], True, "pronoun", ["It"], "RaspiNukiBridge works well to lock and unlock my Nuki-locked door.", author="u1")
    rec(P2_RNB13, [t, r1, r2, r3], r4[1], True, "ellipsis", [], "RaspiNukiBridge supports the Nuki unlatch command.", author="u2")
    rec(P2_RNB13, [t, r1, r2, r3, r4], r5[1], True, "pronoun", ["it"], "Are you using RaspiNukiBridge with Home Assistant?", author="u2")
    # Names Home Assistant and the command: a general claim (ruling before df36).
    rec(P2_RNB13, [t, r1, r2, r3, r4, r5], r6[1], False, SAME, [], None, author="u2")
    lend(P2_RNB13, [t, r1], P2_L_HOMEKIT, SAME, P2_NIO41)


def P2_carunits(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- car head units: wireless Android Auto dongles and CarPlay on a Raspberry Pi ----
    t = (U, "Android Headunit and HUR Support with raspebrry pi(WirelessAndroidAutoDongle)", "u1")
    a1 = (U, "I have Android Headunit . currently using Android auto with Headunit reloaded app", "u1")
    a2 = (U, "but when I tried to use this program. the phone shows android auto connected with raspberry pi but Head unit doesn't recognise the connected USB.", "u1")
    a3 = (A, "use Headunit Reloaded apps and tools for wireless functionality.", "u2")
    a4 = (A, "If your headunit does not have wifi (and/or bluetooth), then it might be indeed problem.", "u2")
    a5 = (U, "My head unit has wifi and Bluetooth. but it gets disconnected after some time.", "u1")
    a6 = "that means connection issues. It happens when connection is through 2.4 GHz wifi."
    rec(P2_WAA205, [t], a1[1], False, SAME, [], None, author="u1")
    rec(P2_WAA205, [t, a1], a2[1], True, "pronoun", ["this program"], "When I tried WirelessAndroidAutoDongle, the phone shows Android Auto connected to the Raspberry Pi, but my Android head unit doesn't recognise the connected USB.", author="u1")
    rec(P2_WAA205, [t, a1, a2, a3], a4[1], True, "pronoun", ["it"], "If your head unit does not have Wi-Fi (and/or Bluetooth), that might indeed be why it doesn't recognise the WirelessAndroidAutoDongle Raspberry Pi.", author="u2")
    rec(P2_WAA205, [t, a1, a2, a3, a4], a5[1], True, "pronoun", ["it"], "My Android head unit has Wi-Fi and Bluetooth, but its WirelessAndroidAutoDongle connection gets disconnected after some time.", author="u1")
    rec(P2_WAA205, [t, a1, a2, a3, a4, a5], a6, True, "pronoun", ["that", "It"], "A WirelessAndroidAutoDongle connection that drops after some time means connection issues; it happens when the connection is through 2.4 GHz Wi-Fi.", author="u2")

    t = (U, "Android Auto Disconnects during BT phone call", "u1")
    b1 = (U, P2_A_CALL, "u1")
    b2 = (U, "Then Android Auto reconnects when the phone call is ended.", "u1")
    b3 = "Headunit: Sony XAV 5500\nPhone: Google Pixel 6\nDongle board: Raspberry Pi Zero 2 W"
    rec(P2_WAA225, [t], b1[1], False, SAME, [], None, author="u1")
    rec(P2_WAA225, [t, b1], b2[1], True, "pronoun", ["Then", "the phone call"], "With WirelessAndroidAutoDongle, Android Auto reconnects when a phone call on my head unit has ended, after disconnecting during the call.", author="u1")
    # An environment fragment leans on the thread (rule 1).
    rec(P2_WAA225, [t, b1, b2], b3, True, "ellipsis", [], "My WirelessAndroidAutoDongle setup where Android Auto disconnects during phone calls: head unit Sony XAV 5500, phone Google Pixel 6, dongle board Raspberry Pi Zero 2 W.", author="u1")

    t = (U, "Frequent disconnections with ATOTO headunit", "u1")
    c1 = (U, P2_A_ATOTO, "u1")
    c2 = "I tried your project on an RPi4, but it didn't work at all. The head unit didn't even recognize the device."
    rec(P2_WAA7, [t], c1[1], False, SAME, [], None, author="u1")
    rec(P2_WAA7, [t, c1], c2, True, "pronoun", ["your project", "The head unit"], "I tried WirelessAndroidAutoDongle on a Raspberry Pi 4, but it didn't work at all with my ATOTO YS102SL; the head unit didn't even recognize the device.", author="u1")

    t = (U, "Which dongle?", "u1")
    d1 = (U, "carlinkit have so many dongles, but which one do I need?", "u1")
    d2 = (U, "I installed this repo on my raspberrypi 4 and there is \"Plug-In Carplay Dongle an Press\"", "u1")
    d3 = (U, "But which dongle? I'd like to uuse wireless", "u1")
    d4 = (A, "Creator has his own hardware, search for PIMOST HAT, you need something to sniff MOST network in order this to work properly.", "u2")
    d5 = (A, "Most bus is not required react CarPlay at all.", "u3")
    d6 = "The dongle required are the cpc200-ccpa or the wired equivalent."
    rec(P2_RCP73, [t], d1[1], True, "ellipsis", [], "Carlinkit has so many dongles; which one do I need for react-carplay?", author="u1")
    rec(P2_RCP73, [t, d1, d2, d3], d4[1], True, "pronoun", ["Creator", "this"], "The creator of react-carplay has his own hardware; search for the PIMOST HAT: you need something to sniff the MOST network for react-carplay to work properly.", author="u2")
    # Corrects the helper above but names the bus and the project: a general claim (rule 3 with rule 1).
    rec(P2_RCP73, [t, d1, d2, d3, d4], d5[1], False, SAME, [], None, author="u3")
    rec(P2_RCP73, [t, d1, d2, d3, d4, d5], d6, True, "ellipsis", ["The dongle required"], "The Carlinkit dongle required for react-carplay is the CPC200-CCPA or the wired equivalent.", author="u3")

    t = (U, "Why do we need calinkit?", "u1")
    e1 = (U, "Why do we need a calinkit? Can we not plug an iPhone directly into the pi? If not, why not? And can a calinkit not be reverse engineered so the pi can do it?", "u1")
    e2 = (A, P2_A_MFI, "u2")
    e3 = "I have a similar dongle called JoyeAuto WJAC-1. Would it be possible to make this work with your project?"
    rec(P2_RCP11, [t], e1[1], True, "ellipsis", ["the pi"], "Why does react-carplay need a Carlinkit dongle? Can we not plug an iPhone directly into the Raspberry Pi running react-carplay, and can a Carlinkit not be reverse engineered so the Pi can do it?", author="u1")
    # "this" is the MFI chip of the same sentence; a general claim naming Apple's chip (rule 2).
    rec(P2_RCP11, [t, e1], e2[1], False, SELF, [], None, author="u2")
    rec(P2_RCP11, [t, e1, e2], e3, True, "pronoun", ["your project", "this", "a similar dongle"], "I have a dongle similar to the Carlinkit, called JoyeAuto WJAC-1; would it be possible to make it work with react-carplay?", author="u3")

    t = (U, "Carlinkit CPC200-U2W-Plus & Raspberry Pi 3B Compatible?", "u1")
    f1 = (U, P2_A_PI3B, "u1")
    f2 = (U, "Do you know if these two are compatible?", "u1")
    f3 = "I've plugged in the dongle and pressed the \"Plug-In Carplay Dongle and Press\" button with no reaction."
    rec(P2_RCP55, [t], f1[1], False, SAME, [], None, author="u1")
    rec(P2_RCP55, [t, f1], f2[1], True, "pronoun", ["these two"], "Is a Raspberry Pi 3B running Raspberry Pi OS (64 bit) compatible with a CPC200-U2W-Plus Carlinkit dongle for react-carplay?", author="u1")
    rec(P2_RCP55, [t, f1, f2], f3, True, "ellipsis", ["the dongle"], "I've plugged in my CPC200-U2W-Plus Carlinkit dongle and pressed react-carplay's \"Plug-In Carplay Dongle and Press\" button with no reaction.", author="u1")

    t = (U, "Has anyone ever got this working?", "u1")
    g1 = (U, "Hey, I've been thinking about making a wireless dongle for my car (carplay & android auto) with a raspberry pi and i've come across this repo", "u1")
    g2 = (U, "I understand that there are a lot of technical limitations/issues with a carplay adapter due to the MFi chip being a thing, which, if I've made the right research about it, should be what encrypts the communication between the iphone and the car.", "u1")
    g3 = (U, "would it be possible to buy one of those chips, solder it onto the rpi and actually make the connection/encryption-decryption work?", "u1")
    g4 = "Ok i take back what i said about soldering the chip, apparently it's REALLY small and i never realized it"
    rec(P2_WCP24, [t], g1[1], True, "pronoun", ["this repo"], "I've been thinking about making a wireless CarPlay and Android Auto dongle for my car with a Raspberry Pi, and I've come across the 45clouds WirelessCarPlay repository.", author="u1")
    # "it" is the MFi chip of the same sentence (rule 2).
    rec(P2_WCP24, [t, g1], g2[1], False, SELF, [], None, author="u1")
    rec(P2_WCP24, [t, g1, g2], g3[1], True, "pronoun", ["those chips", "it"], "Would it be possible to buy an Apple MFi chip, solder it onto a Raspberry Pi and make the CarPlay connection's encryption and decryption work with WirelessCarPlay?", author="u1")
    rec(P2_WCP24, [t, g1, g2, g3], g4, True, "pronoun", ["the chip"], "I take back what I said about soldering an Apple MFi chip onto a Raspberry Pi: the MFi chip is apparently REALLY small.", author="u1")
    lend(P2_WCP24, [t], P2_A_NODONGLE, SAME, P2_LVCP18)
    lend(P2_WCP24, [t, g1, g2], P2_A_PI3B, SAME, P2_RCP55)

    t = (U, "New feature request: Apple CarPlay support", "u1")
    h1 = (U, "Hi, I am thinking about installing this in a Prius 2009 2nd Gen, and I have an iPhone.", "u1")
    h2 = (U, "If possible, is it easy to add Apple CarPlay support if I wanted to fork this repository?", "u1")
    h3 = (A, "Unfortunately not 😟", "u2")
    h4 = (A, P2_A_DASHAA, "u2")
    h5 = (A, "But there would be a lot of work needed (if possible at all) to do something similar for CarPlay.", "u2")
    h6 = (A, "The only version of Apple Carplay for Raspberry Pi that I've seen or heard of is an app for Android.", "u3")
    rec(P2_DASH16, [t], h1[1], True, "pronoun", ["this"], "I am thinking about installing openDsh dash in a 2009 2nd-gen Prius, and I have an iPhone.", author="u1")
    rec(P2_DASH16, [t, h1], h2[1], True, "pronoun", ["this repository"], "Is it easy to add Apple CarPlay support to openDsh dash if I fork it?", author="u1")
    rec(P2_DASH16, [t, h1, h2], h3[1], True, "ellipsis", [], "Unfortunately it is not easy to add Apple CarPlay support to openDsh dash.", author="u2")
    # "it" is the open source Android Auto of the same sentence, and dash is named (rule 2).
    rec(P2_DASH16, [t, h1, h2, h3], h4[1], False, SELF, [], None, author="u2")
    rec(P2_DASH16, [t, h1, h2, h3, h4], h5[1], True, "pronoun", ["something similar"], "Building Apple CarPlay into openDsh dash, as was done with the open source Android Auto, would need a lot of work, if it is possible at all.", author="u2")
    rec(P2_DASH16, [t, h1, h2, h3, h4, h5], h6[1], False, SAME, [], None, author="u3")

    t = (U, "Running on Rasppberry pi", "u1")
    i1 = (U, "Is it possible to load the project up to a different ARM like Raspberry PI?", "u1")
    i2 = (U, P2_A_NODONGLE, "u1")
    i3 = (U, "But I think there is a custom chip to spoof the apple authentication, so I'm not sure it can be done without additional hardware", "u2")
    rec(P2_LVCP18, [t], i1[1], True, "pronoun", ["the project"], "Is it possible to load the wireless-carplay-dongle-reverse-engineering project onto a different ARM board like a Raspberry Pi?", author="u1")
    rec(P2_LVCP18, [t, i1], i2[1], False, SAME, [], None, author="u1")
    rec(P2_LVCP18, [t, i1, i2], i3[1], True, "pronoun", ["it"], "I think the wireless CarPlay dongles have a custom chip to spoof Apple authentication, so I'm not sure CarPlay on a Raspberry Pi can be done without additional hardware.", author="u2")
    lend(P2_LVCP18, [t, i1], P2_A_MFI, SELF, P2_RCP11)
    lend(P2_LVCP18, [t], P2_A_CALL, SAME, P2_WAA225)
    lend(P2_LVCP18, [t, i1, i2, i3], P2_A_PI3B, SAME, P2_RCP55)

    t = (U, "Which dongle do you recommend for android Auto", "u1")
    j1 = (U, "Instructions say you need a dongle. The Carlinkit folks sell many of these.", "u1")
    j2 = (U, "Is the dongle to plug into the Pi and trick your phone into thinking it's connecting to a Carplay enabled car entertainment system?", "u1")
    j3 = "Does that mean it's effectively streaming/re-streaming twice? Once from phone to Carplay, then from Pi to browser?"
    rec(P2_TARP42, [t], j1[1], True, "ellipsis", ["Instructions"], "The tesla-android android-raspberry-pi instructions say you need a dongle for Android Auto, and the Carlinkit folks sell many of them.", author="u1")
    rec(P2_TARP42, [t, j1], j2[1], True, "pronoun", ["the dongle", "the Pi"], "Is the dongle for tesla-android's Raspberry Pi plugged into the Pi to make the phone think it is connecting to a CarPlay-enabled car entertainment system?", author="u1")
    rec(P2_TARP42, [t, j1, j2], j3, True, "pronoun", ["that", "it"], "Does using a Carlinkit dongle with tesla-android's Raspberry Pi mean the video is effectively streamed twice, once from the phone to the dongle and then from the Pi to the browser?", author="u1")
    lend(P2_TARP42, [t], P2_A_ATOTO, SAME, P2_WAA7)
    lend(P2_TARP42, [t, j1], P2_A_DASHAA, SELF, P2_DASH16)
    lend(P2_TARP42, [t, j1, j2], P2_A_NODONGLE, SAME, P2_LVCP18)


def P2_watchfaces(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- smartwatch faces: Amazfit and Zepp OS watch faces, .bin editors and packers ----
    t = (U, "Horizon: It's impossible to load the Watchface in the Zepp Store", "u1")
    k1 = (U, P2_W_HORIZON, "u1")
    k2 = (U, P2_W_BALANCE, "u1")
    k3 = (A, "Hi! I see that users download this watchface.", "u2")
    k4 = (A, "I think the problem may be on the Zepp store side or with your connection.", "u2")
    k5 = "You can install it manually with zip-file: https://github.com/novvember/amazfit-watchfaces/releases/tag/horizon_1-0-2"
    # The opener names the watch face, the store and the message: complete in itself (rule 1).
    rec(P2_NAW50, [t], k1[1], False, SAME, [], None, author="u1")
    # A complete first-person environment sentence naming its subject (rule 1).
    rec(P2_NAW50, [t, k1], k2[1], False, SAME, [], None, author="u1")
    rec(P2_NAW50, [t, k1, k2], k3[1], True, "pronoun", ["this watchface"], "Users do download the Horizon watch face from the Zepp Store.", author="u2")
    rec(P2_NAW50, [t, k1, k2, k3], k4[1], True, "pronoun", ["the problem"], "The Zepp Store failing to load the Horizon watch face on an Amazfit Balance may be a problem on the Zepp Store side or with your connection.", author="u2")
    rec(P2_NAW50, [t, k1, k2, k3, k4], k5, True, "pronoun", ["it"], "You can install the Horizon watch face manually with the zip file: https://github.com/novvember/amazfit-watchfaces/releases/tag/horizon_1-0-2", author="u2")

    t = (U, "Spin2 text not display on watch face", "u1")
    l1 = (U, "Watch face applied but most text doesn't display on it.", "u1")
    l2 = (U, "I also tried apply spin2 watchface from zepp official app (watch faces) and got same result.", "u1")
    l3 = (U, "Device: Amazfit gtr3\nFirmware version: 7.47.5.1", "u1")
    l4 = (A, "The issue is that the watch face uses text with a custom font.", "u2")
    l5 = "This feature is supported in ZeppOS only starting from version 2.0."
    rec(P2_NAW1, [t], l1[1], True, "ellipsis", ["it"], "The Spin2 watch face is applied but most of its text doesn't display.", author="u1")
    rec(P2_NAW1, [t, l1], l2[1], True, "ellipsis", ["same result"], "I also tried applying the Spin2 watch face from the official Zepp app and most of its text still doesn't display.", author="u1")
    rec(P2_NAW1, [t, l1, l2], l3[1], True, "ellipsis", [], "The Spin2 watch face text doesn't display on my Amazfit GTR 3 with firmware 7.47.5.1.", author="u1")
    rec(P2_NAW1, [t, l1, l2, l3], l4[1], True, "pronoun", ["The issue", "the watch face"], "The Spin2 watch face's text doesn't display because it uses text with a custom font.", author="u2")
    rec(P2_NAW1, [t, l1, l2, l3, l4], l5, True, "pronoun", ["This feature"], "Text with a custom font in a watch face is supported in Zepp OS only from version 2.0.", author="u2")

    t = (U, "amazfit gtr support", "u1")
    m1 = (U, "Is there any chance for this editor to support the amazfit gtr as well?", "u1")
    m2 = (U, "It seems like it's using the same method with a .bin file containing json and images in it.", "u1")
    m3 = (A, "I'm working on it", "u2")
    m4 = "But now you can use this fork: https://ghbhaha.github.io/watchfaceEditor/"
    rec(P2_V1WE43, [t], m1[1], True, "pronoun", ["this editor"], "Is there any chance for v1ack's watchfaceEditor to support the Amazfit GTR as well?", author="u1")
    rec(P2_V1WE43, [t, m1], m2[1], True, "pronoun", ["It", "it"], "The Amazfit GTR seems to use the same watch face method as the watches watchfaceEditor supports, a .bin file containing JSON and images.", author="u1")
    rec(P2_V1WE43, [t, m1, m2], m3[1], True, "pronoun", ["it"], "I'm working on Amazfit GTR support in watchfaceEditor.", author="u2")
    rec(P2_V1WE43, [t, m1, m2, m3], m4, True, "ellipsis", ["now"], "Until watchfaceEditor supports the Amazfit GTR, you can use the fork at https://ghbhaha.github.io/watchfaceEditor/ for GTR watch faces.", author="u2")
    lend(P2_V1WE43, [t], P2_W_CREATED, SAME, P2_GPAT20)
    lend(P2_V1WE43, [t, m1], P2_W_GTR47, SAME, P2_AMZF250)

    t = (U, "Amazfit GTS Support in Future?", "u1")
    n1 = (U, P2_W_GTS, "u1")
    n2 = (U, "I made so many good Watchfaces for the BIP with your tool and would love to be creative again for my new watch :-)", "u1")
    n3 = (U, P2_W_BUNDLE, "u2")
    n4 = "Is your project would be using some work already done there to support GTS ?"
    rec(P2_V1WE52, [t], n1[1], False, SAME, [], None, author="u1")
    rec(P2_V1WE52, [t, n1], n2[1], True, "pronoun", ["your tool", "my new watch"], "I made many watch faces for the Amazfit Bip with watchfaceEditor and would love to do the same for my new Amazfit GTS.", author="u1")
    rec(P2_V1WE52, [t, n1, n2], n3[1], False, SAME, [], None, author="u2")
    rec(P2_V1WE52, [t, n1, n2, n3], n4, True, "pronoun", ["your project", "there"], "Would watchfaceEditor use some of the work already done in chm-dev/GTS-watchface-bundle to support the Amazfit GTS?", author="u2")

    t = (U, "GTS animation (beta)", "u1")
    o1 = (U, "Try to decompress the bin file of the green LCD digital dial, add a preview picture, repack it, upload it to GTS, and there will be a number that can't display a certain position normally, or simply cause GTS to restart continuously.", "u1")
    o2 = (U, "Can we judge that the compiled software may not be perfect enough?", "u1")
    o3 = "I have no way to test on GTS. On GTR 47, everything works fine."
    rec(P2_SAWE8, [t], o1[1], True, "ellipsis", [], "If I decompress the .bin file of the green LCD digital watch face with AmazFit_Watchface_Editor, add a preview picture, repack it and upload it to an Amazfit GTS, a digit at some position doesn't display or the GTS restarts continuously.", author="u1")
    rec(P2_SAWE8, [t, o1], o2[1], True, "pronoun", ["the compiled software"], "Can we conclude that AmazFit_Watchface_Editor's packing of GTS watch faces may not be perfect enough?", author="u1")
    rec(P2_SAWE8, [t, o1, o2], o3, True, "ellipsis", [], "I have no way to test AmazFit_Watchface_Editor on the Amazfit GTS; on the GTR 47, repacked watch faces work fine.", author="u2")
    lend(P2_SAWE8, [t], P2_W_BUNDLE, SAME, P2_V1WE52)
    lend(P2_SAWE8, [t, o1, o2], P2_W_CREATED, SAME, P2_GPAT20)
    lend(P2_SAWE8, [t, o1], P2_W_GTS, SAME, P2_V1WE52)

    t = (U, "Amazfit GTR 42mm Watchfaces are not regognized as valid.", "u1")
    p1 = (U, "When trying to send a new Watchface to my Amazfit GTR 42mm, App complains the Binary-File isn´t compatible/valid.", "u1")
    p2 = (U, P2_W_GTR47, "u1")
    p3 = (U, "The Watchfaces are not compatible to each other.", "u1")
    p4 = (U, "So it seems that this smaller 42mm-Variant is not prepared in the Code.", "u1")
    p5 = "I second this, this seems to be a problem for the GTR2 as well"
    rec(P2_AMZF250, [t], p1[1], True, "ellipsis", ["App"], "When I try to send a new watch face to my Amazfit GTR 42mm, Amazfish complains the binary file isn't compatible/valid.", author="u1")
    # Names both watches and their sizes: a general claim complete in itself (ruling before df36).
    rec(P2_AMZF250, [t, p1], p2[1], False, SAME, [], None, author="u1")
    rec(P2_AMZF250, [t, p1, p2], p3[1], True, "ellipsis", ["The Watchfaces"], "Watch faces of the Amazfit GTR 47mm and GTR 42mm are not compatible with each other.", author="u1")
    rec(P2_AMZF250, [t, p1, p2, p3], p4[1], True, "pronoun", ["this smaller 42mm-Variant", "the Code"], "It seems the Amazfit GTR 42mm variant is not handled in Amazfish's code for sending watch faces.", author="u1")
    rec(P2_AMZF250, [t, p1, p2, p3, p4], p5, True, "pronoun", ["this"], "Amazfish not recognising watch faces as valid seems to be a problem for the Amazfit GTR 2 as well, not only the GTR 42mm.", author="u2")
    lend(P2_AMZF250, [t], P2_W_BALANCE, SAME, P2_NAW50)

    t = (U, "Packed bin does not get installed", "u1")
    q1 = (U, P2_W_CREATED, "u1")
    q2 = (U, "Although they seem to be ok, when installed at the watch they fail.", "u1")
    q3 = "You can close this one too. Finally i've was able to create it, was a problem with a .png file."
    rec(P2_GPAT20, [t], q1[1], False, SAME, [], None, author="u1")
    rec(P2_GPAT20, [t, q1], q2[1], True, "pronoun", ["they"], "My watch faces for the Amazfit GTR 47mm packed with py_amazfit_tools seem OK, but they fail when installed on the watch.", author="u1")
    rec(P2_GPAT20, [t, q1, q2], q3, True, "pronoun", ["this one", "it"], "You can close my py_amazfit_tools issue about a packed GTR watch face not installing: I finally created it; the problem was a .png file.", author="u1")
    lend(P2_GPAT20, [t, q1], P2_W_HORIZON, SAME, P2_NAW50)
    lend(P2_GPAT20, [t, q1, q2], P2_W_GTR47, SAME, P2_AMZF250)

    t = (U, "Amazfit gtr2", "u1")
    r1 = (U, "Work with Amazfit gtr2 watchfaces?", "u1")
    r2 = "Not at all. I don't know the structure of watchfaces from gtr2/gts2."
    rec(P2_GPAT26, [t], r1[1], True, "ellipsis", [], "Does py_amazfit_tools work with Amazfit GTR 2 watch faces?", author="u1")
    rec(P2_GPAT26, [t, r1], r2, True, "ellipsis", [], "py_amazfit_tools does not work at all with Amazfit GTR 2 watch faces; I don't know the structure of GTR 2/GTS 2 watch faces.", author="u2")
    lend(P2_GPAT26, [t], P2_W_GTS, SAME, P2_V1WE52)
    lend(P2_GPAT26, [t, r1], P2_W_HORIZON, SAME, P2_NAW50)
    lend(P2_GPAT26, [t, r1], P2_W_BUNDLE, SAME, P2_V1WE52)

    t = (U, "Special custom watchface from Zepp application", "u1")
    s1 = (U, P2_W_ZEPPGEN, "u1")
    s2 = (U, "The resulting watchface is really weird.", "u1")
    s3 = (A, "such wf have GTS2 and GTR2 too. I don't know how to unpack this.", "u2")
    s4 = "So you think this .bin file is universal and would work on other watches?"
    # "it" is the Zepp application of the same sentence (rule 2).
    rec(P2_TPAT18, [t], s1[1], False, SELF, [], None, author="u1")
    rec(P2_TPAT18, [t, s1], s2[1], True, "pronoun", ["The resulting watchface"], "The watch face the Zepp application generates from a chosen background and text color is really weird.", author="u1")
    rec(P2_TPAT18, [t, s1, s2], s3[1], True, "pronoun", ["such wf", "this"], "The GTS 2 and GTR 2 also have watch faces generated by the Zepp application, and I don't know how to unpack them with py_amazfit_tools.", author="u2")
    rec(P2_TPAT18, [t, s1, s2, s3], s4, True, "pronoun", ["this .bin file"], "Do you think the .bin file of a Zepp-generated custom watch face is universal and would work on other Amazfit watches?", author="u1")
    lend(P2_TPAT18, [t], P2_W_GTR47, SAME, P2_AMZF250)
    lend(P2_TPAT18, [t, s1, s2], P2_W_BALANCE, SAME, P2_NAW50)


def P2_labelmakers(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- label makers: Brother P-touch tape widths, blank labels and raster drivers ----
    t = (U, "at least one dimension needs to match the tape width (%i, %i) vs %i (111, 111, 70)", "u1")
    a1 = (U, P2_P_QR, "u1")
    a2 = (U, "I've created a QR code PNG file using the tool 'qrencode':\n`qrencode -o qr_label.png 'https://example.org'`", "u1")
    a3 = (U, "This creates a PNG file with a size of 111x111 pixels.", "u1")
    a4 = (U, "When I try to print this .png on my Brother P-touch E550W, I get the following error:", "u1")
    a5 = (U, "Brother PT-E550W (<SERIALNR>):\n + Media width: 12mm\n + Media type : LAMINATED_TAPE", "u1")
    a6 = "Is this a Python2 vs Python3 issue, or should I change the resolution of my PNG file to a specific size?"
    # The opener names what they print and the tool: a complete first-person statement (rule 1).
    rec(P2_BPT4, [t], a1[1], False, SAME, [], None, author="u1")
    rec(P2_BPT4, [t, a1, a2], a3[1], True, "pronoun", ["This"], "The command `qrencode -o qr_label.png 'https://example.org'` creates a PNG file of 111x111 pixels.", author="u1")
    rec(P2_BPT4, [t, a1, a2, a3], a4[1], True, "pronoun", ["this .png"], "When I try to print a 111x111 pixel QR code PNG with brother_pt on my Brother P-touch E550W, I get the error \"at least one dimension needs to match the tape width (%i, %i) vs %i (111, 111, 70)\".", author="u1")
    # The printer's info output: an environment fragment that leans on the thread (rule 1).
    rec(P2_BPT4, [t, a1, a2, a3, a4], a5[1], True, "ellipsis", [], "brother_pt reports my Brother PT-E550W, which fails to print a 111x111 pixel QR code, as having 12mm laminated tape.", author="u1")
    rec(P2_BPT4, [t, a1, a2, a3, a4, a5], a6, True, "pronoun", ["this"], "Is brother_pt's \"at least one dimension needs to match the tape width\" error for a 111x111 pixel PNG on 12mm tape a Python 2 vs Python 3 issue, or should I resize the PNG to a specific size?", author="u1")
    lend(P2_BPT4, [t], P2_P_CUSTOM, SAME, P2_PTD10)

    t = (U, "PT-9700PC fails to print on 36mm tape", "u1")
    b1 = (U, P2_P_9700, "u1")
    b2 = (U, "What I've discovered, (painfully) is that I can only print 24mm tall, and that printing to tz-36 is rotated.", "u1")
    b3 = "Anything bigger than this simply prints a blank label of the expected length."
    rec(P2_PTD3, [t], b1[1], False, SAME, [], None, author="u1")
    rec(P2_PTD3, [t, b1], b2[1], True, "ellipsis", [], "With printer-driver-ptouch on my Brother PT-9700PC, I can only print 24mm tall, and printing to tz-36 comes out rotated.", author="u1")
    rec(P2_PTD3, [t, b1, b2], b3, True, "pronoun", ["this"], "With printer-driver-ptouch on my Brother PT-9700PC, anything taller than 24mm simply prints a blank label of the expected length.", author="u1")

    t = (U, "PT-P700 empty print", "u1")
    c1 = (U, "I have tried using this driver with the PT-P700, but unfortunately it doesn't seem to work 100% correctly.", "u1")
    c2 = (U, "However, it only prints an empty label with the 24mm Tape.", "u1")
    c3 = (U, "Same problem here installed Debian printer-driver-ptouch (1.5.1-2) package.", "u2")
    c4 = (U, "9mm is working, 24mm is empty. No Windows available for test.", "u2")
    c5 = P2_P_PROTO
    rec(P2_PTD16, [t], c1[1], True, "pronoun", ["this driver"], "I have tried using printer-driver-ptouch with the Brother PT-P700, but it doesn't seem to work 100% correctly.", author="u1")
    rec(P2_PTD16, [t, c1], c2[1], True, "pronoun", ["it"], "printer-driver-ptouch only prints an empty label on the Brother PT-P700 with 24mm tape.", author="u1")
    rec(P2_PTD16, [t, c1, c2, c3], c4[1], True, "ellipsis", [], "With printer-driver-ptouch on the Brother PT-P700, 9mm tape prints but 24mm tape comes out empty.", author="u2")
    # A maintainer's general claim naming the printer, its protocol and the filter (ruling before df36).
    rec(P2_PTD16, [t, c1, c2, c3, c4], c5, False, SAME, [], None, author="u3")

    t = (U, "Issues with PT-E550W", "u1")
    d1 = (U, P2_P_E550W, "u1")
    d2 = (U, "Installed on Manjaro via the AUR.", "u1")
    d3 = P2_P_CUSTOM
    rec(P2_PTD10, [t], d1[1], False, SAME, [], None, author="u1")
    rec(P2_PTD10, [t, d1], d2[1], True, "ellipsis", [], "I installed printer-driver-ptouch for my Brother PT-E550W on Manjaro via the AUR.", author="u1")
    # An instruction naming the printers and the setting (df35's "You need to allow "LG Connect Apps"" ruling).
    rec(P2_PTD10, [t, d1, d2], d3, False, SAME, [], None, author="u2")

    t = (U, "[BUG] Incorrect pin config for PTP900W", "u1")
    e1 = (U, "On my PTP900W I tested the tapes I have in my possession (all Brother original) and found:\n* tape 6, 12, 24mm: I had to swap left & right pins\n* tape 18mm: I had to use 168 left and 158 right", "u1")
    e2 = (U, "PS: I made a CLI application to create, and print from, DXF templates, based on your library: https://github.com/bernieke/ptouch-template", "u1")
    e3 = "thanks for reporting - I will check against the tapes I have here at get back to you."
    rec(P2_NBPT19, [t], e1[1], True, "ellipsis", [], "With the nbuchwitz ptouch library on my Brother PT-P900W, I had to swap the left and right pins for 6, 12 and 24mm tape and use 168 left and 158 right for 18mm tape.", author="u1")
    rec(P2_NBPT19, [t, e1], e2[1], True, "pronoun", ["your library"], "I made a CLI application to create and print from DXF templates based on the nbuchwitz ptouch library: https://github.com/bernieke/ptouch-template", author="u1")
    rec(P2_NBPT19, [t, e1, e2], e3, True, "ellipsis", [], "Thanks for reporting the incorrect PT-P900W pin config in the ptouch library; I will check it against the tapes I have and get back to you.", author="u2")
    lend(P2_NBPT19, [t], P2_P_9700, SAME, P2_PTD3)
    lend(P2_NBPT19, [t, e1], P2_P_MARGIN, SAME, P2_PTPHP1)
    lend(P2_NBPT19, [t, e1, e2], P2_P_PROTO, SAME, P2_PTD16)

    t = (U, "Label Height Larger Than 128 px / 18mm", "u1")
    f1 = (U, "Have you had any luck printing a larger label height?  I am attempting to print to a 24mm label.", "u1")
    f2 = (A, "The label cartridge I have is the 24mm one that came with the printer.", "u2")
    f3 = (U, "I was not able to print the full label height of 24mm.", "u1")
    f4 = (U, "It appears the print head is only 18mm wide, and therefore purchasing a label larger than 18mm has no advantage with the PT-P700.", "u1")
    f5 = (A, "The 24mm role has 128 printable pixels, at the printer resolution of 180 DPI that should result in a 18.06 mm high image.", "u2")
    f6 = P2_P_MARGIN
    rec(P2_PTPHP1, [t], f1[1], True, "ellipsis", [], "Have you had any luck printing a label taller than 128 px / 18mm with ptouch-php? I am attempting to print to a 24mm label.", author="u1")
    rec(P2_PTPHP1, [t, f1], f2[1], True, "ellipsis", ["the printer"], "The label cartridge I use with ptouch-php is the 24mm one that came with the Brother P-touch printer.", author="u2")
    rec(P2_PTPHP1, [t, f1, f2, f3], f4[1], False, SAME, [], None, author="u1")
    rec(P2_PTPHP1, [t, f1, f2, f3, f4], f5[1], True, "ellipsis", ["the printer"], "The 24mm TZe roll has 128 printable pixels; at the Brother PT-P700's resolution of 180 DPI that should give an 18.06 mm high image.", author="u2")
    rec(P2_PTPHP1, [t, f1, f2, f3, f4, f5], f6, False, SAME, [], None, author="u2")
    lend(P2_PTPHP1, [t, f1], P2_P_E550W, SAME, P2_PTD10)

    t = (U, "print with 12mm tape", "u1")
    g1 = (U, "I  want to print with 12mm tape on the PT-P710BT, but i don't know what to change in the code.", "u1")
    g2 = (U, "I've already tried changing the image size to 64x64 and  `IMAGE_HEIGHT = 64` but this alone doesn't work.", "u1")
    g3 = (U, "Color format of the png is 8bit grayscale with alpha channel.", "u1")
    g4 = (U, "I could not try if it works with 24mm tape since i don't have any.", "u1")
    g5 = "I had to replace the `\\x18` = 24 by `\\x0C` = 12."
    rec(P2_P710_3, [t], g1[1], True, "ellipsis", ["the code"], "I want to print with 12mm tape on the Brother PT-P710BT using pt-p710bt-label-maker, but I don't know what to change in its code.", author="u1")
    rec(P2_P710_3, [t, g1, g2], g3[1], True, "ellipsis", ["the png"], "The PNG I print with pt-p710bt-label-maker on 12mm tape is 8-bit grayscale with an alpha channel.", author="u1")
    rec(P2_P710_3, [t, g1, g2, g3], g4[1], True, "pronoun", ["it"], "I could not try whether pt-p710bt-label-maker works with 24mm tape since I don't have any.", author="u1")
    rec(P2_P710_3, [t, g1, g2, g3, g4], g5, True, "ellipsis", [], "To print on 12mm tape with pt-p710bt-label-maker I had to replace `\\x18` (24) by `\\x0C` (12) in the print information command.", author="u1")
    lend(P2_P710_3, [t], P2_P_QR, SAME, P2_BPT4)
    lend(P2_P710_3, [t, g1], P2_P_PROTO, SAME, P2_PTD16)

    # A pull request: its author (matmair) is `assistant`, the tester (stv0g) `user`, as df35's nfarina PR.
    h0 = (A, "Update labels.py", "u1")
    h1 = (A, "Added ptouch tape sizes from https://download.brother.com/welcome/docp100407/cv_ptp900_eng_raster_101.pdf, page 20\nTested with 36mm tape on PT_P950NW printer", "u1")
    h2 = (A, "There are some discrepancies with those values between PRs - I do not have a PT printer available so I can not verify the labels.", "u1")
    h3 = (U, "I tested this PR with a 9mm tape. But It just prints an empty label which is also longer than specified.", "u2")
    h4 = "I measured the label to 86mm length when it should be 50mm instead."
    rec(P2_BQLI10, [h0, h1], h2[1], True, "pronoun", ["those values"], "There are discrepancies in the P-touch tape size values between the brother_ql-inventree labels.py pull requests, and I have no PT printer to verify the labels.", author="u1")
    rec(P2_BQLI10, [h0, h1, h2], h3[1], True, "pronoun", ["this PR"], "I tested the brother_ql-inventree pull request adding P-touch tape sizes with 9mm tape, but it just prints an empty label that is also longer than specified.", author="u2")
    rec(P2_BQLI10, [h0, h1, h2, h3], h4, True, "ellipsis", ["the label"], "With the brother_ql-inventree P-touch tape size pull request, my 9mm label measured 86mm long when it should be 50mm.", author="u2")
    lend(P2_BQLI10, [h0, h1], P2_P_CUSTOM, SAME, P2_PTD10)
    lend(P2_BQLI10, [h0], P2_P_RASTER, SELF, P2_BLAB7)
    lend(P2_BQLI10, [h0, h1, h2], P2_P_E550W, SAME, P2_PTD10)

    t = (U, "Add 3.5mm tape and correct geometry for 360 dpi P-touch printers", "u1")
    i1 = (U, "Since it looks like this plugin is going to be used for InvenTree, I would like to see all tapes to be correct for the PT series of printers.", "u1")
    i2 = (U, P2_P_RASTER, "u1")
    i3 = "The values for the pte labels match the Brother raster language definition, so they should work fine."
    rec(P2_BLAB7, [t], i1[1], True, "pronoun", ["this plugin"], "Since brother-label looks set to be used for InvenTree, I would like all tapes in brother-label to be correct for the Brother PT series of printers.", author="u1")
    # "it" is the 3.5mm tape of the same sentence (rule 2).
    rec(P2_BLAB7, [t, i1], i2[1], False, SELF, [], None, author="u1")
    rec(P2_BLAB7, [t, i1, i2], i3, True, "ellipsis", ["the pte labels"], "The proposed brother-label definitions for the 180 dpi P-touch (pte) labels match the Brother raster language definition, so they should work fine.", author="u1")
    lend(P2_BLAB7, [t], P2_P_9700, SAME, P2_PTD3)
    lend(P2_BLAB7, [t, i1, i2], P2_P_QR, SAME, P2_BPT4)
    lend(P2_BLAB7, [t, i1], P2_P_MARGIN, SAME, P2_PTPHP1)


def P2_purifiers(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- air purifiers: Levoit Core and Vital purifiers on ESPHome, Homebridge and a Home Assistant card ----
    t = (U, "Filter Life (200s)", "u1")
    a1 = (U, "Any way to add support for tracking the filter's life like with the VeSync app?", "u1")
    a2 = (A, "From my testing this appears to be handled in the original VeSync firmware, so it would need to be reimplemented in the esphome firmware.", "u2")
    a3 = (A, "I'm guessing it is a function of run time and fan speed.", "u2")
    a4 = (A, "i have a working version here: \nhttps://github.com/tuct/esphome-projects/tree/main/projects/free-levoit/levoit-core300s", "u3")
    a5 = (A, "the filter life time is based in the actual runtime and speed and implemented on the esp side.", "u3")
    a6 = (U, "Will this work with the 200s? I see you've noted it but doesn't look like it's been confirmed and I don't want to brick it", "u1")
    a7 = "@tuct it would be great if we could get a PR for filter life, would really improve the QoL of this repo. thanks!"
    rec(P2_ELAP54, [t], a1[1], True, "ellipsis", [], "Is there any way to add filter life tracking, like the VeSync app's, to esphome-levoit-air-purifier for the Levoit Core 200S?", author="u1")
    rec(P2_ELAP54, [t, a1], a2[1], True, "pronoun", ["this", "it"], "Levoit filter life tracking appears to be handled in the original VeSync firmware, so it would need to be reimplemented in the esphome-levoit-air-purifier firmware.", author="u2")
    rec(P2_ELAP54, [t, a1, a2, a3, a4], a5[1], True, "ellipsis", ["the filter life time"], "In tuct's ESPHome Levoit Core 300S project, the filter life time is based on the actual runtime and fan speed and implemented on the ESP side.", author="u3")
    rec(P2_ELAP54, [t, a1, a2, a3, a4, a5], a6[1], True, "pronoun", ["this", "it"], "Will tuct's ESPHome Levoit firmware with filter life tracking work on the Levoit Core 200S? It doesn't look confirmed and I don't want to brick my purifier.", author="u1")
    rec(P2_ELAP54, [t, a1, a2, a3, a4, a5, a6], a7, True, "pronoun", ["this repo"], "@tuct it would be great to get a pull request adding filter life tracking to esphome-levoit-air-purifier; it would really improve its quality of life.", author="u4")

    t = (U, "Levoit Core 200S - Fan Speed control", "u1")
    b1 = (U, "I've succesfully installed it on a Levoit Core 200S and all seems to be working fine however, I don't have the option to control the fan speed (0, 1, 2 or 3) in HA", "u1")
    b2 = (A, P2_V_FANENT, "u2")
    b3 = "Oh… you are right :-S I didn’t realize on that!"
    rec(P2_ELAP21, [t], b1[1], True, "pronoun", ["it"], "I've installed esphome-levoit-air-purifier on a Levoit Core 200S and all seems to work, but I don't have the option to control the fan speed (0, 1, 2 or 3) in Home Assistant.", author="u1")
    # The entity is named and "it" is that entity, within the sentence (rule 2; an answer naming its subject, ruling before df36).
    rec(P2_ELAP21, [t, b1], b2[1], False, SELF, [], None, author="u2")
    rec(P2_ELAP21, [t, b1, b2], b3, True, "pronoun", ["that"], "You are right, I didn't realize the esphome-levoit-air-purifier \"Levoit Purifier\" entity is a fan whose icon gives the speed options.", author="u1")

    t = (U, "Levoit Purifier Component always reports state: off", "u1")
    c1 = (U, "I've just flashed my core300s and controlling the device works, however the fan speed reporting doesn't work properly.", "u1")
    c2 = (U, "When changing the fan speed both using the web interface and the buttons on the device itself the device reports back with the correct speed but state OFF", "u1")
    c3 = P2_V_ESPHOME
    rec(P2_ELAP22, [t], c1[1], True, "ellipsis", [], "I've just flashed my Levoit Core 300S with esphome-levoit-air-purifier; controlling it works, but its fan speed reporting doesn't work properly.", author="u1")
    # A complete first-person environment sentence naming its subject (rule 1).
    rec(P2_ELAP22, [t, c1, c2], c3, False, SAME, [], None, author="u1")

    t = (U, "Levoit LV-PUR131S support", "u1")
    d1 = (U, "Hello,  installed the plugin to controll Levoit 131s purifier but every time the plugin update device state I get this error in homebridge log", "u1")
    d2 = (U, P2_V_LOG, "u1")
    d3 = (A, "@juanpixito I have made some updates to try to better support these device classes.", "u2")
    d4 = (A, "I don't own one of these models specifically so it is difficult to test.", "u2")
    d5 = (U, "That is a lot better. The only issue I see is that it doesn't update the speed when you turn on the power.", "u3")
    d6 = "I waited, it and did update after like 30 seconds, but to max and it wasn't on max. Odd."
    rec(P2_TSV10, [t], d1[1], True, "pronoun", ["the plugin", "this error"], "I installed homebridge-tsvesync to control my Levoit LV-PUR131S purifier, but every time the plugin updates the device state I get an error in the Homebridge log.", author="u1")
    # The log names its plugin ("[VeSync]"), the purifier and the call in full (rule 1, quoted errors).
    rec(P2_TSV10, [t, d1], d2[1], False, SAME, [], None, author="u1")
    rec(P2_TSV10, [t, d1, d2], d3[1], True, "pronoun", ["these device classes"], "I have updated homebridge-tsvesync to try to better support the Levoit LV-PUR131S purifier class.", author="u2")
    rec(P2_TSV10, [t, d1, d2, d3], d4[1], True, "pronoun", ["these models"], "I don't own a Levoit LV-PUR131S, so it is difficult for me to test homebridge-tsvesync with it.", author="u2")
    rec(P2_TSV10, [t, d1, d2, d3, d4], d5[1], True, "pronoun", ["That", "it"], "homebridge-tsvesync's update is a lot better for the Levoit LV-PUR131S; the only issue is that it doesn't update the fan speed when you turn the power on.", author="u3")
    rec(P2_TSV10, [t, d1, d2, d3, d4, d5], d6, True, "pronoun", ["it"], "After about 30 seconds homebridge-tsvesync did update the Levoit purifier's fan speed after power-on, but to max although it wasn't on max.", author="u3")

    t = (U, "Add Support for Levoit Air Purifiers", "u1")
    e1 = (U, "I was hoping you might add support for Levoit Air Purifiers.", "u1")
    e2 = (U, P2_V_PUR131, "u1")
    e3 = (U, "The air purifier is connected to Home Assistant via VeSync integration.", "u1")
    e4 = (A, "Just go ahead and try your model with this card.", "u2")
    e5 = "I can't test it with every purifier."
    rec(P2_PURC107, [t], e1[1], True, "ellipsis", [], "Could purifier-card add support for Levoit air purifiers?", author="u1")
    rec(P2_PURC107, [t, e1], e2[1], False, SAME, [], None, author="u1")
    rec(P2_PURC107, [t, e1, e2], e3[1], True, "pronoun", ["The air purifier"], "My Levoit LV-PUR131 air purifier is connected to Home Assistant via the VeSync integration.", author="u1")
    rec(P2_PURC107, [t, e1, e2, e3], e4[1], True, "pronoun", ["your model", "this card"], "Just try your Levoit LV-PUR131 with purifier-card.", author="u2")
    rec(P2_PURC107, [t, e1, e2, e3, e4], e5, True, "pronoun", ["it"], "I can't test purifier-card with every air purifier.", author="u2")
    lend(P2_PURC107, [t, e1], P2_V_ESPHOME, SAME, P2_ELAP22)

    t = (U, "Vital S200 Controls", "u1")
    f1 = (U, "While I am happy to see that the plugin supports Vital 200S, there does seem to be a problem in which the fan speeds can't be adjusted (with the exception to sleep mode), and Auto Mode can't be toggled.", "u1")
    f2 = (U, "The plugin also takes a moment for it to update if changes are made on the physical device.", "u1")
    f3 = (U, "May be related but mine is not pulling in the air quality sensor info tile (aq/pm2.5).", "u2")
    f4 = "Same issue with the Vital S200. Auto mode toggle does not work"
    rec(P2_HBLAP100, [t], f1[1], True, "pronoun", ["the plugin"], "homebridge-levoit-air-purifier supports the Levoit Vital 200S, but its fan speeds can't be adjusted (except sleep mode) and Auto Mode can't be toggled.", author="u1")
    rec(P2_HBLAP100, [t, f1], f2[1], True, "pronoun", ["The plugin"], "homebridge-levoit-air-purifier also takes a moment to update when changes are made on the Levoit Vital 200S itself.", author="u1")
    rec(P2_HBLAP100, [t, f1, f2], f3[1], True, "ellipsis", ["mine"], "My Levoit Vital 200S in homebridge-levoit-air-purifier is not pulling in the air quality (PM2.5) sensor tile.", author="u2")
    rec(P2_HBLAP100, [t, f1, f2, f3], f4, True, "ellipsis", ["Same issue"], "With homebridge-levoit-air-purifier and the Levoit Vital 200S, the Auto Mode toggle does not work.", author="u3")
    lend(P2_HBLAP100, [t], P2_V_PUR131, SAME, P2_PURC107)
    lend(P2_HBLAP100, [t, f1], P2_V_LOG, SAME, P2_TSV10)

    t = (U, "Feature Suggestions", "u1")
    g1 = (U, "Is it possible to add functionality for the sleep feature, and the timer feature?", "u1")
    g2 = (U, "Maybe a notification of filter life too?", "u1")
    g3 = (A, P2_V_FILTERAPP, "u2")
    g4 = "As far I know, Homekit API does not support this at the moment. Homekit API also does not support Sleep Mode at the moment."
    rec(P2_HBLCC1, [t], g1[1], True, "ellipsis", [], "Is it possible to add the Levoit Core purifier's sleep and timer features to homebridge-levoitcore-client?", author="u1")
    rec(P2_HBLCC1, [t, g1], g2[1], True, "ellipsis", [], "Could homebridge-levoitcore-client also give a filter life notification for the Levoit Core purifier?", author="u1")
    # "it" is the development of the same sentence; the app is named (rule 2).
    rec(P2_HBLCC1, [t, g1, g2], g3[1], False, SELF, [], None, author="u2")
    rec(P2_HBLCC1, [t, g1, g2, g3], g4, True, "pronoun", ["this"], "As far as I know, the HomeKit API does not support time-based automation of a Levoit purifier's timer at the moment, nor Sleep Mode.", author="u2")
    lend(P2_HBLCC1, [t], P2_V_FANENT, SELF, P2_ELAP21)
    lend(P2_HBLCC1, [t, g1], P2_V_ESPHOME, SAME, P2_ELAP22)


def P2_scales(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- bathroom scales: Xiaomi Mi Scale and body composition readings over Bluetooth ----
    t = (U, "Bluetooth connection issues with supported Xiaomi Mi scale v2", "u1")
    a1 = (U, "Well, in the Bluetooth connection app of android i can scan and see the device but not been able to connect with the hint \"connection only possible with an app\".", "u1")
    a2 = (U, "In openscale the same issue: detection possitive but no connection possible.", "u1")
    a3 = P2_S_GOTO
    rec(P2_OSC676, [t, a1], a2[1], True, "ellipsis", ["the same issue"], "In openScale my Xiaomi Mi Scale v2 is detected but no connection is possible.", author="u1")
    # An instruction naming the app and its settings; "it" is the scale of the same sentence (rule 2).
    rec(P2_OSC676, [t, a1, a2], a3, False, SELF, [], None, author="u2")

    t = (U, "OpenScale not connecting to Mi Scale v2", "u1")
    b1 = (U, P2_S_XMTZC02, "u1")
    b2 = (U, P2_S_NOCONNECT, "u1")
    b3 = "I powered off my phone. Powered back on again and now it works."
    rec(P2_OSC362, [t], b1[1], False, SAME, [], None, author="u1")
    # "it" is OpenScale, and the scale is named, within the sentence (rule 2).
    rec(P2_OSC362, [t, b1], b2[1], False, SELF, [], None, author="u1")
    rec(P2_OSC362, [t, b1, b2], b3, True, "pronoun", ["it"], "After I powered my phone off and on again, openScale now connects to my Mi Body Composition Scale XMTZC02HM.", author="u1")

    t = (U, "I wanna buy a scale, but I can't figure out what would be the smoothest experience.", "u1")
    c1 = (U, "As the title says, I would like to buy a scale to use with the open scale app.", "u1")
    c2 = (U, "Initially I was thinking to get the Xiaomi Mi Body Composition Scale 2, but I can read that it used to be a problem that you couldn't monitor body metrics on that scale. Is this still the case?", "u1")
    c3 = (U, "Hi I have the very same scale from few weeks and works fine with my Pixel 4a.", "u2")
    c4 = P2_S_V2METRIC
    # Restates the title with the app named; "As the title says" only says where it was said first (rule 1). Hard call.
    rec(P2_OSC830, [t], c1[1], False, SAME, [], None, author="u1")
    rec(P2_OSC830, [t, c1], c2[1], True, "ellipsis", [], "Is it still a problem that openScale can't show body metrics from the Xiaomi Mi Body Composition Scale 2?", author="u1")
    rec(P2_OSC830, [t, c1, c2, c3], c4, False, SAME, [], None, author="u3")

    t = (U, "Xiaomi Mi Body Composition Scale 2 Bluetooth 5.0 not 4.x version", "u1")
    d1 = (U, P2_S_BT42, "u1")
    d2 = "If I bought a Bluetooth 5.0 version ,\"Xiaomi Mi Body Composition Scale 2 Bluetooth 5.0\" it is also supported?"
    rec(P2_OSC549, [t], d1[1], False, SAME, [], None, author="u1")
    rec(P2_OSC549, [t, d1], d2, True, "ellipsis", [], "Is the Bluetooth 5.0 version of the Xiaomi Mi Body Composition Scale 2 also supported by openScale?", author="u1")

    t = (U, "work perfect!!!", "u1")
    e0 = (U, "i dont know how to send you massage but maybe you can build integration same for Xiaomi Mi Scale?", "u1")
    e1 = (A, "Which scale do you have, can you send me a picture?", "u2")
    e2 = (A, "What happens when you try to run my app? Do you get any data? What do you see in the logs?", "u2")
    e3 = (U, "I have Xiaomi Mi Weight Scale 2 XMTZC04HM. How do you think it will work? It sends only weight value", "u3")
    e4 = (A, "@lukich48 it doesn't look like your scale has Bluetooth?", "u2")
    e5 = "@lolouk44 No, it has bluetooth. I receive values of weight in Mi Fit through bluetooth ."
    rec(P2_XMS10, [t, e0], e1[1], True, "ellipsis", [], "Which Xiaomi Mi scale do you have for xiaomi_mi_scale? Can you send me a picture?", author="u2")
    rec(P2_XMS10, [t, e0, e1], e2[1], True, "pronoun", ["my app"], "What happens when you try to run xiaomi_mi_scale with your Xiaomi scale? Do you get any data, and what do you see in the logs?", author="u2")
    rec(P2_XMS10, [t, e0, e1, e2], e3[1], True, "pronoun", ["it"], "I have a Xiaomi Mi Weight Scale 2 XMTZC04HM; how do you think xiaomi_mi_scale will work with it? It sends only a weight value.", author="u3")
    rec(P2_XMS10, [t, e0, e1, e2, e3], e4[1], True, "pronoun", ["your scale"], "It doesn't look like the Xiaomi Mi Weight Scale 2 XMTZC04HM has Bluetooth, does it?", author="u2")
    rec(P2_XMS10, [t, e0, e1, e2, e3, e4], e5, True, "pronoun", ["it"], "The Xiaomi Mi Weight Scale 2 XMTZC04HM does have Bluetooth: I receive its weight values in Mi Fit through Bluetooth.", author="u3")

    t = (U, "Use with Bidge ESP32 and ESPHome", "u1")
    y1 = (U, "I would like to ask for an aid to be able to use this project by integrating it with a bridge made with an ESP32 and connected with Home assistant via ESPHome. it's possible?", "u1")
    y2 = (A, "Thanks for your interest. An official ESPHome integration already exists:\nhttps://esphome.io/components/sensor/xiaomi_miscale.html", "u2")
    y3 = (U, "Thanks for the answer, I have already seen the official integration of ESPHome but you can only extract two values (weight and impedance) while with your integration it is possible to extract many more values (BMI, water, visceral fat, etc.).", "u1")
    y4 = (A, "no that wouln't work.\nMy code is based on a docker container running linux, HCI0 is location of the Bluetooth radio on a Linux system.", "u2")
    y5 = P2_S_ESPHOMEBASE
    rec(P2_XMS50, [t], y1[1], True, "pronoun", ["this project"], "Can xiaomi_mi_scale be used with an ESP32 Bluetooth bridge connected to Home Assistant via ESPHome?", author="u1")
    rec(P2_XMS50, [t, y1], y2[1], True, "ellipsis", [], "An official ESPHome integration for the Xiaomi Mi Scale already exists: https://esphome.io/components/sensor/xiaomi_miscale.html", author="u2")
    rec(P2_XMS50, [t, y1, y2], y3[1], True, "pronoun", ["your integration"], "The official ESPHome Xiaomi Mi Scale integration only extracts weight and impedance, while xiaomi_mi_scale extracts many more values (BMI, water, visceral fat, etc.).", author="u1")
    # Names ESPHome and says what it is: a general claim (ruling before df36).
    rec(P2_XMS50, [t, y1, y2, y3, y4], y5, False, SAME, [], None, author="u2")
    lend(P2_XMS50, [t], P2_S_XMTZC02, SAME, P2_OSC362)

    t = (U, "Mi Scale 2", "u1")
    x1 = (U, "Hello! very wonderful work! one question, I read that it should support the Mi Scale 2, but how did you manage to add the scale to the gateway?", "u1")
    x2 = (A, "The data from the scales is unencrypted. You just need to weigh yourself", "u2")
    rec(P2_GW3_2, [t], x1[1], True, "pronoun", ["it", "the gateway"], "I read that AlexxIT's gw3 should support the Mi Scale 2; how do you add the scale to the Xiaomi gateway?", author="u1")
    rec(P2_GW3_2, [t, x1], x2[1], True, "ellipsis", [], "To add a Mi Scale 2 to gw3 you just need to weigh yourself: the data from the scale is unencrypted.", author="u2")
    lend(P2_GW3_2, [t], P2_S_BT42, SAME, P2_OSC549)
    lend(P2_GW3_2, [t, x1], P2_S_NOCONNECT, SELF, P2_OSC362)
    lend(P2_GW3_2, [t], P2_S_ESPHOMEBASE, SAME, P2_XMS50)
    lend(P2_GW3_2, [t, x1, x2], P2_S_GOTO, SELF, P2_OSC676)


def load_part2(rec, U, A) -> None:
    SAME = "trap_same_domain_new_topic"
    SELF = "trap_self_contained_pronoun"

    def lend(url, history, question, kind, src) -> None:
        """A bank sentence placed after another thread's turns of the same area: a trap, asker unknown."""
        rec(url, history, question, False, kind, [], None, qsrc=src, author=None)

    for area in (P2_curtains, P2_locks, P2_carunits, P2_watchfaces, P2_labelmakers, P2_purifiers, P2_scales):
        area(rec, U, A, lend, SAME, SELF)
