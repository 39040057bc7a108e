# ==== part 2 (helper cdf2, thirtieth pass): far-apart areas; every module-level name is P2_-prefixed ====
# ruff: noqa: E501
P2_GH = "https://github.com/"
# ---- pool and spa controllers: Pentair IntelliCenter, Hayward OmniLogic, heaters and chlorinators ----
P2_HPI48 = P2_GH + "dustindclark/homebridge-pentair-intellicenter/issues/48"
P2_HPI151 = P2_GH + "dustindclark/homebridge-pentair-intellicenter/issues/151"
P2_THW40 = P2_GH + "gryz/THW-Update-Needed/issues/40"
P2_DWR33 = P2_GH + "dwradcliffe/intellicenter/issues/33"
P2_INTEX1 = P2_GH + "ripleyXLR8/intex-SSP-H-20-1-ESP32_spa_manager/issues/1"
P2_OLA36 = P2_GH + "djtimca/omnilogic-api/issues/36"
P2_HAO44 = P2_GH + "djtimca/haomnilogic/issues/44"
# ---- EV charging: OCPP transactions, start/stop points, RFID per session and phase switching ----
P2_MH85 = P2_GH + "mobilityhouse/ocpp/issues/85"
P2_LOC321 = P2_GH + "EVerest/libocpp/issues/321"
P2_EV611 = P2_GH + "EVerest/EVerest/pull/611"
P2_GARO15 = P2_GH + "sockless-coding/garo_wallbox/issues/15"
P2_EASEE337 = P2_GH + "nordicopen/easee_hass/issues/337"
P2_EASEE479 = P2_GH + "nordicopen/easee_hass/issues/479"
P2_EVSC265 = P2_GH + "jonasbkarlsson/ev_smart_charging/issues/265"
P2_CIT89 = P2_GH + "citrineos/citrineos/issues/89"
# ---- robot lawn mowers: schedules, rain sensors, docking and error codes in home automation ----
P2_LRC573 = P2_GH + "MTrab/landroid_cloud/issues/573"
P2_LRC550 = P2_GH + "MTrab/landroid_cloud/issues/550"
P2_LRC8 = P2_GH + "MTrab/landroid_cloud/issues/8"
P2_AMB142 = P2_GH + "alistair23/AutoMower-BLE/issues/142"
P2_GARD274 = P2_GH + "py-smart-gardena/hass-gardena-smart-system/issues/274"
P2_DMW200 = P2_GH + "antondaubert/dreame-mower/issues/200"
P2_BDM38 = P2_GH + "bhuebschen/dreame-mower/issues/38"
P2_GLG13 = P2_GH + "Gabriel-LG/HA_Mower/issues/13"
P2_GLG8 = P2_GH + "Gabriel-LG/HA_Mower/issues/8"
P2_STIHL6 = P2_GH + "ChrisHaPunkt/stihl-imow-webapi/pull/6"
P2_MAM493 = P2_GH + "mikey0000/Mammotion-HA/issues/493"
# ---- robot vacuums: room segments, multi-floor maps, passes and mop/suction settings per room ----
P2_PRR108 = P2_GH + "Python-roborock/python-roborock/issues/108"
P2_DHA49 = P2_GH + "hiddevanbrussel/Dashboard-Home-Assistant/pull/49"
P2_TDV483 = P2_GH + "Tasshack/dreame-vacuum/issues/483"
P2_TDV516 = P2_GH + "Tasshack/dreame-vacuum/issues/516"
P2_TDV82 = P2_GH + "Tasshack/dreame-vacuum/issues/82"
P2_NDV36 = P2_GH + "noambergauz/dreame-vacuum-map-card/issues/36"
P2_DIM1887 = P2_GH + "dimensionalOS/dimos/issues/1887"
# ---- Pokemon fan tools: Showdown sets imported into save editors, IVs and EVs, randomizers ----
P2_PST32 = P2_GH + "PokemonWorkshop/PokemonStudio/issues/32"
P2_PKX1786 = P2_GH + "kwsch/PKHeX/issues/1786"
P2_PKX1715 = P2_GH + "kwsch/PKHeX/issues/1715"
P2_PKX3019 = P2_GH + "kwsch/PKHeX/issues/3019"
P2_PKX609 = P2_GH + "kwsch/PKHeX/issues/609"
P2_PKP208 = P2_GH + "architdate/PKHeX-Plugins/issues/208"
P2_PP95 = P2_GH + "felixphew/pokepaste/issues/95"
P2_PK3113 = P2_GH + "kwsch/pk3DS/issues/113"
P2_HPR4 = P2_GH + "Hejsil/pokemon-randomizer/issues/4"
P2_UPR413 = P2_GH + "Ajarmar/universal-pokemon-randomizer-zx/issues/413"
# ---- smart grills and BBQ thermometers: Traeger pellet grills, meat probes and Inkbird thermometers ----
P2_SB49 = P2_GH + "sebirdman/hass_traeger/issues/49"
P2_SB45 = P2_GH + "sebirdman/hass_traeger/pull/45"
P2_SB8 = P2_GH + "sebirdman/hass_traeger/issues/8"
P2_SB42 = P2_GH + "sebirdman/hass_traeger/pull/42"
P2_PA3 = P2_GH + "snelstim/Probe-ability/issues/3"
P2_TW1 = P2_GH + "johnvoipguy/Traeger-WiFire/issues/1"
P2_NJ105 = P2_GH + "njobrien1006/hass_traeger/issues/105"
P2_NJ106 = P2_GH + "njobrien1006/hass_traeger/pull/106"
P2_NJ85 = P2_GH + "njobrien1006/hass_traeger/issues/85"
P2_STI10 = P2_GH + "stelford/home-assistant_inkbird/issues/10"
P2_TB65 = P2_GH + "tony-fav/tasmota-blerry/pull/65"
# ---- personal budgeting apps: YNAB imports, import_id duplicates, payee matching and CSV formats ----
P2_B2Y306 = P2_GH + "bank2ynab/bank2ynab/issues/306"
P2_PYN65 = P2_GH + "rienafairefr/pynYNAB/issues/65"
P2_GVI55 = P2_GH + "gitviola/ynab-bank-importer/pull/55"
P2_BUNQ34 = P2_GH + "wesselt/bunq2ynab/issues/34"
P2_AYC10 = P2_GH + "aniav/ynab-csv/issues/10"
P2_AYC12 = P2_GH + "aniav/ynab-csv/issues/12"
P2_SURE2361 = P2_GH + "we-promise/sure/pull/2361"
P2_OWB193 = P2_GH + "otherworld-dev/Budget/issues/193"
P2_LBT487 = P2_GH + "letehaha/budget-tracker/pull/487"
P2_HC278 = P2_GH + "candiddev/homechart/issues/278"

# Every lender is a group of this part (every thread above is a history).
P2_QUESTION_ONLY: tuple[str, ...] = ()

# ---- bank sentences: complete in themselves, lent only within their area, never into their own repository ----
# pool and spa controllers
P2_P_HAYWARD = "I'm running HomeAssistant with Hayward integration."
P2_P_CAMPLUX = "I am looking to pair a Camplux 5L 1.32 GPM Outdoor Portable Propane Tankless Water Heater with a 12V circulating pump."
P2_P_TH10 = "I have been playing with the TH10/DS18b20 and ewelink app for sometime to monitor a 2nd home and it works perfectly and the pair can be had for $11."
P2_P_VERS = "iOS 15.7, 16.0.3 iOS 16.1\nIntelliCenter2 app version 2.5.36\nHomebridge-pentair-intellicenter v2.0.3\nHOOBS v 4.2.8"
# EV charging
P2_E_METER = "The StartTransaction call and StopTransaction call contains readings from the electric meter inside the CP at the time of start and stop."
P2_E_NORWAY = "Grid tariffs in Norway depend on the average of the three highest, daily one-hour consumptions in kWh."
P2_E_EASEE = "I control the Easee charger to limit the overall consumption (for the house) to stay below 10 kWh/h in the winter and 5 kWh/h in the summer."
P2_E_PHASE = "With Easee you can change Phase during charging, but it won't have any effect until the next charging session."
P2_E_ZAPPI = "The Zappi implementation uses 90 seconds waiting time."
P2_E_DIFF = "There is a significant difference between changing the charge current and changing the number of phases used for charging."
# robot lawn mowers
P2_M_WORX = "Since changing to a new Worx Vision Mower (WR206E), schedules via \"landroid_Cloud_schedule\" are not visible in die Landroid Worx App on the Smartphone (Samsung S23+)."
P2_M_AUTOMOWER = "I connected up my Automower to home assistant via an esp32 proxy."
P2_M_GARDENA = "I do not use the scheduling in Gardena app at all, even if it is there."
P2_M_PARKSIDE = "I am not sure what type of rainsensor the Parkside PAMRC 250 mower is using."
P2_M_YUKA = "I have rain sensor enabled in my Yuka Mini."
# robot vacuums
P2_V_L10 = "I'm trying to use the `vacuum_clean_segment` service to mop a room with Dreame L10 Prime, but it starts with only suction activated."
P2_V_DREAME = "I'm using a Dreame vacuum cleaner that has both vacuuming and mopping capabilities."
P2_V_APP = "In the Dreame app, you can customize cleaning for each room (different vacuuming power, mop wetness, etc.)."
P2_V_ROOMCARD = "I currently use a room card (https://github.com/Tasshack/dreame-vacuum/blob/master/docs/room_entities.md) for my Dreame D9 and it works really well."
# Pokemon fan tools (P2_K_FORMAT is lent from kwsch/PKHeX #609, a group whose other threads are histories here)
P2_K_OSS = "Pokémon showdown is Open Source."
P2_K_CELEBI = "5IVs is the minimum a legal shiny celebi can have."
P2_K_WEIRD = "It's a little weird, but there are times where PKHeX will not read showdown formats that were correctly made."
P2_K_GB = "IVs in Showdown for Generations 1/2 still use 0-31 and should be scaled down to 0-15"
P2_K_FORMAT = "The Showdown Set format is for importing/exporting between the simulator website / smogon dex and PKHeX."
P2_K_ROMSAVE = "pk3DS edits ROM files\nPKHeX edits save files"
P2_K_BATCH = "Randomization can be done via PKHeX's Batch Editor."
# smart grills (P2_G_TIMBER is lent from sebirdman/hass_traeger #42, a group whose other threads are histories here)
P2_G_PROBEAB = "When I try to set up my traeger with probeability, it only finds my ambient temperature and not the probe."
P2_G_MITM = "I reverse-engineered the official Traeger iOS app with an HTTPS MITM proxy (HTTP Toolkit)."
P2_G_LEGACY = "The legacy command `14,{temp}` is single-probe only \u2014 dual-probe firmware ignores it, so probe targets set from Home Assistant never take effect."
P2_G_TIMBER = "Probe State sensor should theoretically work on new Traeger Timberline with dual probes, but I don't have a way to test that"
# personal budgeting
P2_Y_B2Y = "\"bank2ynab\" should always send an `import_id` (char 36) for every transaction."
P2_Y_COLUMNS = "One of my banks has an interesting format which has columns, in order, for `Year`, `Month`, `Day`, `Hour`, `Minute`, `Second`, and a transaction order number for the day."
P2_Y_SPLIT = "YNAB splits money movement across `Outflow` and `Inflow` columns (currency-formatted, e.g. `$1,500.00`) rather than a single signed value."
P2_Y_ACTUAL = "I import my csv bank statements in Actual Budget, then i export them again as csv and import them in Budget."


def P2_pool(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- pool and spa controllers: Pentair IntelliCenter, Hayward OmniLogic, heaters and chlorinators ----
    t = (U, "No Response since Pentair iOS app update", "u1")
    d1 = (U, "Like the title says, since Pentair updated their iOS app, none of my pool features work via HOOBS/Homekit.", "u1")
    d2 = (U, "At first it was just my pool circuit, then when I tried to check all of my credentials, everything else No Response.", "u1")
    d3 = (U, "I've tried downgrading the plugin, uninstalling, creating a new bridge, all to no avail.Seems to be broken.", "u1")
    d4 = (U, P2_P_VERS, "u1")
    r1 = (A, "Did you try rebooting your Intellicenter panel? Which firmware is it running?", "u2")
    r2 = "I have no tried the panel yet. Figured it was ok since it works perfectly.fine through it's own app. It's on v 1.064 firmware. Rebooting panel now."
    rec(P2_HPI48, [t], d1[1], True, "pronoun", ["the title"], "Since Pentair updated their iOS app, none of my pool features work through homebridge-pentair-intellicenter in HOOBS/HomeKit.", author="u1")
    rec(P2_HPI48, [t, d1], d2[1], True, "pronoun", ["it"], "After the Pentair iOS app update, homebridge-pentair-intellicenter first showed No Response for my pool circuit only; when I checked all my credentials, everything else showed No Response too.", author="u1")
    # The opener's version list names every part (iOS, IntelliCenter2 app, plugin, HOOBS) and needs nothing else (rule 1).
    rec(P2_HPI48, [t, d1, d2, d3], d4[1], False, SAME, [], None, author="u1")
    # A helper's check names the panel but only the thread says which failure it is for (rule 1).
    rec(P2_HPI48, [t, d1, d2, d3, d4], r1[1], True, "ellipsis", [], "For homebridge-pentair-intellicenter showing No Response since the Pentair iOS app update: did you try rebooting your IntelliCenter panel, and which firmware is it running?", author="u2")
    rec(P2_HPI48, [t, d1, d2, d3, d4, r1], r2, True, "pronoun", ["the panel", "It"], "I haven't tried rebooting my IntelliCenter panel yet, since it works fine through its own app; it is on firmware v1.064, and I am rebooting it now.", author="u1")

    i1 = (U, "intelliControl", "u1")
    i2 = "Hi everyone, is there a chance that this plugin will work with the Pentair IntelliControl system as well?"
    rec(P2_HPI151, [i1], i2, True, "pronoun", ["this plugin"], "Is there a chance that homebridge-pentair-intellicenter will work with the Pentair IntelliControl system as well?", author="u1")
    lend(P2_HPI151, [i1], P2_P_HAYWARD, SAME, P2_OLA36)
    lend(P2_HPI151, [i1, (U, i2, "u1")], P2_P_CAMPLUX, SAME, P2_INTEX1)

    a1 = (U, "Pentair API", "u1")
    a2 = (U, "Is there any public documentation on this Pentair api I see being discussed in the issues?", "u1")
    a3 = (U, "It appears this is what is used in the new IntelliCenter but I am unable to find any documentation.", "u1")
    rec(P2_THW40, [a1], a2[1], True, "pronoun", ["this Pentair api"], "Is there any public documentation on the Pentair API discussed in the THW-Update-Needed issues?", author="u1")
    rec(P2_THW40, [a1, a2], a3[1], True, "pronoun", ["It", "this"], "The Pentair API discussed in the THW-Update-Needed issues appears to be what the new IntelliCenter uses, but I can't find any documentation for it.", author="u1")
    lend(P2_THW40, [a1], P2_P_TH10, SELF, P2_INTEX1)
    lend(P2_THW40, [a1, a2, a3], P2_P_VERS, SAME, P2_HPI48)

    w1 = (U, "Pentair Integration Stopped Working", "u1")
    w2 = (U, "A recent update somewhere caused the integration to stop working.", "u1")
    w3 = (U, "HA stopped detecting sensors and switches.", "u1")
    w4 = (U, "In troubleshooting I deleted my devices.", "u1")
    w5 = "My control panel IP address is discovered but it sees no pools associated with it."
    rec(P2_DWR33, [w1], w2[1], True, "pronoun", ["the integration"], "A recent update somewhere made the Pentair IntelliCenter integration for Home Assistant (dwradcliffe/intellicenter) stop working.", author="u1")
    rec(P2_DWR33, [w1, w2], w3[1], True, "ellipsis", [], "Since the Pentair IntelliCenter integration stopped working, Home Assistant no longer detects its sensors and switches.", author="u1")
    rec(P2_DWR33, [w1, w2, w3, w4], w5, True, "pronoun", ["it"], "The Pentair IntelliCenter Home Assistant integration discovers my control panel's IP address but sees no pools associated with it.", author="u1")
    lend(P2_DWR33, [w1], P2_P_HAYWARD, SAME, P2_OLA36)
    lend(P2_DWR33, [w1, w2], P2_P_TH10, SELF, P2_INTEX1)

    # The excerpt starts at a comment: its first speaker is taken as the opener (u1), which is not certain.
    s1 = (U, "Project Update", "u1")
    s2 = (U, "Does anyone have a picture of the back of the main board? I can only find component side images.", "u1")
    s3 = (U, "I am going to go for now in a different direction.", "u2")
    s4 = (U, "As I would like to keep the temp down for weeks at a time, since I only occasionally use the Spa , but rapidly warm it up and not wait 24 hours.", "u2")
    s5 = (U, P2_P_CAMPLUX, "u2")
    s6 = (U, "Looks like it can heat the Intex up 20 degrees per hour.", "u2")
    s7 = (U, "Just got a deal for a refurbished Camplux direct form the manufacture for under $50.", "u2")
    s8 = (U, "To keep things simple i am going to pair it with a Sonoff TH10 and  ds18b20 temp sensor  .", "u2")
    s9 = (U, P2_P_TH10, "u2")
    s10 = "Sounds a bargain @listwa but how does the running cost compare?"
    rec(P2_INTEX1, [s1, s2], s3[1], True, "ellipsis", ["a different direction"], "For heating my Intex SSP-H-20-1 spa I am going in a different direction from the ESP32 spa manager for now.", author="u2")
    # The second poster's plan names heater, model and pump in full: a trap by a speaker already in the history (rule 1).
    rec(P2_INTEX1, [s1, s2, s3, s4], s5[1], False, SAME, [], None, author="u2")
    rec(P2_INTEX1, [s1, s2, s3, s4, s5], s6[1], True, "pronoun", ["it"], "A Camplux 5L 1.32 GPM outdoor propane tankless water heater looks like it can heat an Intex spa up 20 degrees per hour.", author="u2")
    # "it" is the TH10/DS18b20 pair named in the same sentence (rule 2).
    rec(P2_INTEX1, [s1, s2, s3, s4, s5, s6, s7, s8], s9[1], False, SELF, [], None, author="u2")
    rec(P2_INTEX1, [s1, s2, s3, s4, s5, s6, s7, s8, s9], s10, True, "ellipsis", ["the running cost"], "How does the running cost of heating an Intex spa with a Camplux propane tankless water heater and a 12V circulating pump compare?", author="u1")

    o1 = (U, "On/Off status for Heater and Chlorinator", "u1")
    o2 = (U, "NooB in the space.", "u1")
    o3 = (U, P2_P_HAYWARD, "u1")
    o4 = (U, "While I can see the pump as on or off, I'm unable to find an entity or device for the Heater and Chlorinator.", "u1")
    o5 = (U, "I'd like to be able to control them but also show their on/off status.", "u1")
    rec(P2_OLA36, [o1, o2], o3[1], False, SAME, [], None, author="u1")
    rec(P2_OLA36, [o1, o2, o3], o4[1], True, "ellipsis", ["the pump"], "In Home Assistant's Hayward OmniLogic integration I can see the pool pump as on or off, but I can't find an entity or device for the heater and the chlorinator.", author="u1")
    rec(P2_OLA36, [o1, o2, o3, o4], o5[1], True, "pronoun", ["them", "their"], "I'd like to control the Hayward OmniLogic heater and chlorinator from Home Assistant and also show their on/off status.", author="u1")
    lend(P2_OLA36, [o1], P2_P_VERS, SAME, P2_HPI48)
    lend(P2_OLA36, [o1, o2], P2_P_CAMPLUX, SAME, P2_INTEX1)

    c1 = (U, "Chlorinator Control?", "u1")
    c2 = (U, "Is it possible to add control for the chlorinator?", "u1")
    c3 = (U, "There's automated chlorine level sensors out there, being able to control the chlorinator could make it possible to automate the settings using HA.", "u1")
    c4 = (U, "This would be great!", "u2")
    c5 = "This has been added in Release 1.2  (finally) https://github.com/djtimca/haomnilogic/releases/tag/1.2.0"
    rec(P2_HAO44, [c1], c2[1], True, "ellipsis", ["the chlorinator"], "Is it possible to add control of the Hayward OmniLogic chlorinator to the haomnilogic Home Assistant integration?", author="u1")
    rec(P2_HAO44, [c1, c2], c3[1], True, "ellipsis", ["the chlorinator"], "There are automated chlorine level sensors, so being able to control the Hayward OmniLogic chlorinator from haomnilogic would make it possible to automate its settings in Home Assistant.", author="u1")
    rec(P2_HAO44, [c1, c2, c3], c4[1], True, "pronoun", ["This"], "Chlorinator control in the haomnilogic Home Assistant integration would be great!", author="u2")
    rec(P2_HAO44, [c1, c2, c3, c4], c5, True, "pronoun", ["This"], "Chlorinator control has been added to the haomnilogic Home Assistant integration in release 1.2: https://github.com/djtimca/haomnilogic/releases/tag/1.2.0", author="u3")
    lend(P2_HAO44, [c1], P2_P_TH10, SELF, P2_INTEX1)


def P2_evcharging(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- EV charging: OCPP transactions, start/stop points, RFID per session and phase switching ----
    m1 = (U, "Help with getting started", "u1")
    m2 = (A, "Another set of messages you might be interested in are:\n\n* StartTransaction\n* MeterValues\n* StopTransaction", "u2")
    m3 = (A, "A transaction is a charging session. It begins with a StartTransaction, followed by 0 or more MeterValues. The charging sessions ends with a StopTransaction.", "u2")
    m4 = (A, "Al these 3 messages are initiated by the CP.", "u2")
    m5 = (A, P2_E_METER, "u2")
    m6 = "So you can use those metrics to calculate the amount of energy exchanged during the charging session."
    rec(P2_MH85, [m1], m2[1], True, "ellipsis", ["Another set of messages"], "For getting started with the mobilityhouse ocpp library, other OCPP messages you might be interested in are StartTransaction, MeterValues and StopTransaction.", author="u2")
    # A definition that names the three OCPP messages; "It" is the transaction of the same message (rule 2).
    rec(P2_MH85, [m1, m2], m3[1], False, SELF, [], None, author="u2")
    rec(P2_MH85, [m1, m2, m3], m4[1], True, "pronoun", ["these 3 messages"], "The OCPP StartTransaction, MeterValues and StopTransaction messages are all initiated by the charge point.", author="u2")
    rec(P2_MH85, [m1, m2, m3, m4], m5[1], False, SAME, [], None, author="u2")
    rec(P2_MH85, [m1, m2, m3, m4, m5], m6, True, "pronoun", ["those metrics"], "You can use the meter readings in OCPP StartTransaction and StopTransaction to calculate the energy exchanged during a charging session.", author="u2")
    lend(P2_MH85, [m1], P2_E_PHASE, SELF, P2_EVSC265)

    l1 = (U, "Support more TxStopPoint and TxStartPoint s.", "u1")
    l2 = (U, "Currently we only support TxStopPoint EvConnected,Authorized and TxStartPoint PowerPathClosed. We would like to support more / all TxStopPoint and TxStartPoint s.", "u1")
    l3 = (U, "Has there been any progress on this? Looking to test a use case with EVerest that requires TxStartPoint EvConnected.", "u2")
    l4 = (A, "Hi @thanaParis , `TxStartPoint` and `TxStopPoint` are configurable in EVerest since https://github.com/EVerest/everest-core/pull/611 , we missed to close this issue.", "u3")
    l5 = (A, "The main part of the business logic for this is implemented in everest-core, which is responsible for triggering the TransactionEvent(Started) / TransactionEvent(Ended).", "u3")
    l6 = "You can configure `TxStartPoint` and `TxStopPoint` here: https://github.com/EVerest/libocpp/blob/main/config/v201/config.json#L463"
    rec(P2_LOC321, [l1], l2[1], True, "ellipsis", [], "libocpp currently supports only TxStopPoint EvConnected,Authorized and TxStartPoint PowerPathClosed; we would like it to support more or all TxStopPoint and TxStartPoint values.", author="u1")
    rec(P2_LOC321, [l1, l2], l3[1], True, "pronoun", ["this"], "Has there been any progress on supporting more TxStartPoint and TxStopPoint values in libocpp? I'm looking to test a use case with EVerest that requires TxStartPoint EvConnected.", author="u2")
    rec(P2_LOC321, [l1, l2, l3], l4[1], True, "pronoun", ["this issue"], "`TxStartPoint` and `TxStopPoint` are configurable in EVerest since https://github.com/EVerest/everest-core/pull/611, so the libocpp issue asking for more TxStartPoint/TxStopPoint support should have been closed.", author="u3")
    rec(P2_LOC321, [l1, l2, l3, l4], l5[1], True, "pronoun", ["this"], "The main part of the business logic for configurable TxStartPoint and TxStopPoint is implemented in EVerest's everest-core, which triggers TransactionEvent(Started) / TransactionEvent(Ended).", author="u3")
    # Names both settings and links the file that holds them: "here" is the link of the same message (rule 2). Hard call.
    rec(P2_LOC321, [l1, l2, l3, l4, l5], l6, False, SELF, [], None, author="u3")
    lend(P2_LOC321, [l1], P2_E_NORWAY, SAME, P2_EASEE337)

    e1 = (U, "OCPP2.0.1: Configurable TxStart and TxStop points", "u1")
    e2 = (U, "This PR includes support for configurable TxStart and TxStop points in OCPP2.0.1", "u1")
    e3 = (U, "* Added transaction_handler + tests for handling of configurable TxStartPoints and TxStopPoints", "u1")
    e4 = "Note: Current state of PR can be problematic for certain TxStart / TxStop point combinations, because MeterValues for TxStop events are not always transmitted/present from the evse_manager SessionEvent type."
    rec(P2_EV611, [e1], e2[1], True, "pronoun", ["This PR"], "EVerest pull request #611 adds support for configurable TxStart and TxStop points in OCPP 2.0.1.", author="u1")
    rec(P2_EV611, [e1, e2], e3[1], True, "ellipsis", [], "EVerest pull request #611 adds a transaction_handler, with tests, for handling configurable OCPP 2.0.1 TxStartPoints and TxStopPoints.", author="u1")
    rec(P2_EV611, [e1, e2, e3], e4, True, "pronoun", ["Current state of PR"], "The current state of EVerest pull request #611 (configurable OCPP 2.0.1 TxStart/TxStop points) can be problematic for certain TxStart/TxStop combinations, because MeterValues for TxStop events are not always present in the evse_manager SessionEvent type.", author="u1")
    lend(P2_EV611, [e1], P2_E_METER, SAME, P2_MH85)
    lend(P2_EV611, [e1, e2], P2_E_ZAPPI, SAME, P2_EVSC265)

    g1 = (U, "RFID id per charging session", "u1")
    g2 = (U, "Is it possible to add support for quering the id of the RFID used in a charging session?", "u1")
    g3 = (U, "Would like to build a simple system for charge appropriate for the charging.", "u1")
    g4 = (A, "@esnil if you are still interested, I need some logs I do not have RFID on my box", "u2")
    g5 = (U, "No, we moved on and chose another brand of charging box.", "u1")
    g6 = "I close this now, should have done it long time ago..."
    rec(P2_GARO15, [g1], g2[1], True, "ellipsis", [], "Is it possible to add support to the Garo wallbox Home Assistant integration for querying the id of the RFID tag used in a charging session?", author="u1")
    rec(P2_GARO15, [g1, g2], g3[1], True, "ellipsis", [], "I'd like to build a simple system to bill each user appropriately for their charging, using the RFID id of each Garo wallbox charging session.", author="u1")
    rec(P2_GARO15, [g1, g2, g3], g4[1], True, "ellipsis", ["some logs"], "@esnil, if you are still interested in RFID ids per charging session in the Garo wallbox integration, I need some logs, since I have no RFID on my own Garo wallbox.", author="u2")
    rec(P2_GARO15, [g1, g2, g3, g4, g5], g6, True, "pronoun", ["this"], "I'm closing the Garo wallbox issue about RFID ids per charging session now; I should have done it long ago.", author="u1")
    lend(P2_GARO15, [g1], P2_E_DIFF, SAME, P2_EVSC265)

    p1 = (U, "Is it possible to change phase mode from Home Assistant?", "u1")
    p2 = (U, "My charger is connected to all three phases in a TN network. I normally use three-phase charging during winter time.", "u1")
    p3 = (U, P2_E_NORWAY, "u1")
    p4 = (U, P2_E_EASEE, "u1")
    p5 = (U, "However, achieving 5 kWh/h in the summer proves to be difficult because the minimum charging power for three-phase TN is about 4 kW (6 A * 230 V * 3 = 4140 W).", "u1")
    p6 = (U, "Is it possible to change the phase mode - from three-phase/auto to one-phase - from HA? If not, is this a feature that can be implemented?", "u1")
    p7 = "The integration can not change the currently change the mode setting you are talking about."
    # The opener's setup and the tariff rule are complete statements of their own (rule 1): same-author traps.
    rec(P2_EASEE337, [p1], p2[1], False, SAME, [], None, author="u1")
    rec(P2_EASEE337, [p1, p2], p3[1], False, SAME, [], None, author="u1")
    rec(P2_EASEE337, [p1, p2, p3], p4[1], False, SAME, [], None, author="u1")
    rec(P2_EASEE337, [p1, p2, p3, p4], p5[1], True, "ellipsis", [], "Keeping my house under 5 kWh/h in summer while charging with my Easee charger is difficult, because the minimum three-phase TN charging power is about 4 kW (6 A * 230 V * 3 = 4140 W).", author="u1")
    # Names Home Assistant and the phase mode but not the charger or integration (Easee, easee_hass): the project is context (rule 1).
    rec(P2_EASEE337, [p1, p2, p3, p4, p5], p6[1], True, "ellipsis", [], "Is it possible to change an Easee charger's phase mode from three-phase/auto to one-phase from Home Assistant with the easee_hass integration? If not, can this feature be implemented?", author="u1")
    rec(P2_EASEE337, [p1, p2, p3, p4, p5, p6], p7, True, "pronoun", ["The integration", "the mode setting you are talking about"], "The easee_hass Home Assistant integration cannot currently change the Easee charger's phase mode setting.", author="u2")

    h1 = (U, "Phase mode adjustment", "u1")
    h2 = (U, "Can someone help. Using this integration happily, but have one issue. I have 2 cars, one needs 3 phase charging the other 1 phase charging.", "u1")
    h3 = (U, "Issue is that the car using one phase charging can not handle automatic / 3 phase charging mode. In the app solved by changing manually to 1 phase.", "u1")
    h4 = (U, "However I saw this option can be set via the easee API. I thought I was quite handy but unable to add this in HA.", "u1")
    h5 = "Is it possible to add this option to the new version? Or perhaps help me out how to use this in HA automation action."
    rec(P2_EASEE479, [h1], h2[1], True, "pronoun", ["this integration"], "I use the easee_hass Home Assistant integration happily but have one issue with phase mode: I have two cars, one needs 3-phase charging and the other 1-phase charging.", author="u1")
    rec(P2_EASEE479, [h1, h2, h3], h4[1], True, "pronoun", ["this option", "this"], "I saw that the Easee charger's phase mode can be set via the Easee API, but I couldn't add it in Home Assistant.", author="u1")
    rec(P2_EASEE479, [h1, h2, h3, h4], h5, True, "pronoun", ["this option", "this"], "Could setting the Easee phase mode be added to the new version of easee_hass, or could someone help me use the Easee API's set_phase_mode in a Home Assistant automation action?", author="u1")

    # Only the title is quoted: the excerpt starts at a comment by a speaker who may be the opener. Hosts lent sentences only.
    v1 = (U, "Solar charging", "u1")
    lend(P2_EVSC265, [v1], P2_E_METER, SAME, P2_MH85)
    lend(P2_EVSC265, [v1], P2_E_NORWAY, SAME, P2_EASEE337)
    lend(P2_EVSC265, [v1], P2_E_EASEE, SAME, P2_EASEE337)

    c1 = (U, "[OCPP 1.6] Implement StartTransaction", "u1")
    c2 = "Implement the OCPP 1.6 StartTransaction Handler"
    rec(P2_CIT89, [c1], c2, True, "ellipsis", [], "Implement the OCPP 1.6 StartTransaction handler in CitrineOS.", author="u1")
    lend(P2_CIT89, [c1], P2_E_PHASE, SELF, P2_EVSC265)
    lend(P2_CIT89, [c1], P2_E_EASEE, SAME, P2_EASEE337)
    lend(P2_CIT89, [c1, (U, c2, "u1")], P2_E_DIFF, SAME, P2_EVSC265)


def P2_mowers(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- robot lawn mowers: schedules, rain sensors, docking and error codes in home automation ----
    w1 = (U, "Schedule not transferred to Landroid App / Worx Vision WR206E", "u1")
    w2 = (U, P2_M_WORX, "u1")
    w3 = (U, "With the Worx Mower WR105SI.1 (wire based) schedule could always be sent", "u1")
    w4 = "schedule service does not throw an error. Finishes with \"Aktion erfolgreich\""
    # The opener's report names the mower, the service and the app in full: a same-author trap (rule 1).
    rec(P2_LRC573, [w1], w2[1], False, SAME, [], None, author="u1")
    rec(P2_LRC573, [w1, w2], w3[1], True, "ellipsis", [], "With my old wire-based Worx mower WR105SI.1, a schedule could always be sent through the Landroid Cloud integration's landroid_cloud_schedule service.", author="u1")
    rec(P2_LRC573, [w1, w2, w3], w4, True, "ellipsis", ["schedule service"], "The Landroid Cloud integration's schedule service throws no error when sending a schedule to my Worx Vision WR206E; it finishes with \"Aktion erfolgreich\".", author="u1")
    lend(P2_LRC573, [w1], P2_M_YUKA, SAME, P2_MAM493)

    k1 = (U, "[FR]: Add ability to set non work time or skip days", "u1")
    k2 = (U, "Hi Malene,\n\nI was wondering if it would be possible to add the feature from the app, where you have the ability to set non work time and skip days when using auto schedule.", "u1")
    k3 = (U, "The specific reason I'm looking for this is I have an older model Landroid, that does not support the \"Party Mode\" feature.", "u1")
    k4 = (U, "There's a service that can set the schedule, if the mower is on Manual Schedule, but that will not work if it's on Auto Schedule, and as far as I can see there is no way to switch from auto to manual or vice versa from HA", "u1")
    k5 = (A, "I'm not sure it'll be possible to implement this, as I don't think there's an API call for this.", "u2")
    rec(P2_LRC550, [k1], k2[1], True, "ellipsis", ["the feature from the app"], "Would it be possible to add to the Landroid Cloud integration the Landroid app's feature for setting non-work time and skip days when using auto schedule?", author="u1")
    rec(P2_LRC550, [k1, k2, k3], k4[1], True, "ellipsis", ["the mower"], "The Landroid Cloud integration has a service that sets the schedule when the Landroid is on Manual Schedule, but it does not work on Auto Schedule, and there seems to be no way to switch between auto and manual from Home Assistant.", author="u1")
    rec(P2_LRC550, [k1, k2, k3, k4], k5[1], True, "pronoun", ["this"], "Setting non-work time and skip days in the Landroid Cloud integration may not be possible to implement, as there seems to be no Landroid API call for it.", author="u2")

    x1 = (U, "Possibility to modify schedule and/or operation time percentage", "u1")
    x2 = "Does the API allow for setting the schedule?"
    rec(P2_LRC8, [x1], x2, True, "ellipsis", ["the API"], "Does the Worx Landroid cloud API allow setting the mowing schedule?", author="u1")

    b1 = (U, "Automower 305 forgot its mowing schedule on initial setup", "u1")
    b2 = (U, P2_M_AUTOMOWER, "u1")
    b3 = (U, "Got it connected no problems, but I do have intermittent drop outs. It seems to reconnect by itself ok.", "u1")
    b4 = (U, "But I discovered that the automower didn't start mowing at the scheduled times.", "u1")
    b5 = (U, "Does hooking it wipe/override previously saved schedules I had saved on the unit?", "u1")
    b6 = (A, "This library doesn't touch or change the schedule, so the schedule should remain as it was", "u2")
    rec(P2_AMB142, [b1], b2[1], False, SAME, [], None, author="u1")
    rec(P2_AMB142, [b1, b2], b3[1], True, "pronoun", ["it", "It"], "My Automower connected to Home Assistant through an ESP32 proxy (AutoMower-BLE) without problems, but it has intermittent drop-outs; it seems to reconnect by itself.", author="u1")
    rec(P2_AMB142, [b1, b2, b3], b4[1], True, "ellipsis", ["the automower"], "After connecting my Automower 305 to Home Assistant with AutoMower-BLE, I found it didn't start mowing at its scheduled times.", author="u1")
    rec(P2_AMB142, [b1, b2, b3, b4, b5], b6[1], True, "pronoun", ["This library", "the schedule"], "AutoMower-BLE doesn't touch or change an Automower's mowing schedule, so the schedule should remain as it was.", author="u2")

    g1 = (U, "Is it possible to start/stop/pause the lawn mower\u2019s schedule via the integration?", "u1")
    g2 = (U, "I\u2019m using the integration for my lawn mower (lawn_mower.shaun) in Home Assistant and wondering if there is support for controlling the lawn mower\u2019s schedule via services in Home Assistant?", "u1")
    g3 = (U, "Currently, I can use services like lawnmower.start, lawnmower.pause, and lawnmower.stop, but these only control the mower directly\u2014that is, to start, pause, or stop the mowing immediately.", "u1")
    g4 = (U, "I haven\u2019t found anything about this in the documentation and would appreciate any help or tips!", "u1")
    g5 = (U, "Hi,\nI have setup all the scheduling in automations in Home Assistant.", "u2")
    g6 = (U, P2_M_GARDENA, "u2")
    g7 = "I only use action: lawn_mower.pause and action: gardena_smart_system.start_override\nWith these actions the schedule is overriden."
    rec(P2_GARD274, [g1], g2[1], True, "pronoun", ["the integration"], "I use the Gardena Smart System integration for my lawn mower (lawn_mower.shaun) in Home Assistant; is there support for controlling the mower's schedule via Home Assistant services?", author="u1")
    rec(P2_GARD274, [g1, g2], g3[1], True, "ellipsis", ["the mower"], "With the Gardena Smart System integration I can use lawnmower.start, lawnmower.pause and lawnmower.stop, but they only start, pause or stop my Gardena mower immediately, not its schedule.", author="u1")
    # "it" is the Gardena app's scheduling named in the same sentence (rule 2).
    rec(P2_GARD274, [g1, g2, g3, g4, g5], g6[1], False, SELF, [], None, author="u2")
    rec(P2_GARD274, [g1, g2, g3, g4, g5, g6], g7, True, "ellipsis", ["the schedule"], "To override my Gardena mower's schedule from Home Assistant I only use the actions lawn_mower.pause and gardena_smart_system.start_override.", author="u2")
    lend(P2_GARD274, [g1], P2_M_PARKSIDE, SAME, P2_GLG8)

    d1 = (U, "Notification: \"Description: Docking station signal lost\"", "u1")
    d2 = (U, "This happens when the MOVA app tells me that the docking station's brush is in need of replacement:", "u1")
    d3 = (U, "anything else needed?", "u1")
    d4 = (U, "Hello\n\nI recently notice this repo:\n\nhttps://github.com/EvotecIT/homeassistant-dreamelawnmower\n\nWhat do you think about this?", "u2")
    d5 = "Thanks for reporting \u2014 fixed in e101121, will be in the next release. Code 29 is a worn docking station brush, not a signal loss; it now says so, and arrives as a warning instead of an error."
    rec(P2_DMW200, [d1], d2[1], True, "pronoun", ["This"], "The dreame-mower integration shows the notification \"Description: Docking station signal lost\" when the MOVA app tells me the docking station's brush needs replacing.", author="u1")
    # The question links the repository it asks about; "this" is that link (rule 2).
    rec(P2_DMW200, [d1, d2, d3], d4[1], False, SELF, [], None, author="u2")
    rec(P2_DMW200, [d1, d2, d3, d4], d5, True, "pronoun", ["fixed"], "The dreame-mower notification that said \"Docking station signal lost\" for a worn docking station brush is fixed in e101121 for the next release: code 29 is a worn docking station brush, not a signal loss, and now arrives as a warning instead of an error.", author="u3")
    lend(P2_DMW200, [d1], P2_M_GARDENA, SELF, P2_GARD274)
    lend(P2_DMW200, [d1, d2], P2_M_YUKA, SAME, P2_MAM493)

    e1 = (U, "Some error codes and what I assume is their meaning", "u1")
    e2 = (U, "I am using the fork by @antondaubert but I am opening an Issue here because Issues are disabled in his fork.", "u1")
    e3 = (U, "I recently had an incident with the mower where it got stuck while I was not present near the mower, I instructed someone over the phone on how to enter the pin and push it from the \"hole\" it dug itself, and then remotely sent it to the dock, all while being 775km away from home.", "u1")
    e4 = (U, "I have got the following so far:\n\n```\n53: rain detected\n23: emergency stop pressed\n54: low battery\n2: mower got stuck\n```", "u1")
    e5 = "Thx @Aaroneisele55, this comes handy :) I'm im the process of refactoring the error code handling. Will incorporate those tmw."
    rec(P2_BDM38, [e1], e2[1], True, "ellipsis", ["the fork"], "I use @antondaubert's fork of dreame-mower, but I am opening the error-code issue in bhuebschen/dreame-mower because issues are disabled in his fork.", author="u1")
    rec(P2_BDM38, [e1, e2, e3], e4[1], True, "ellipsis", ["the following"], "Dreame mower error codes I have seen so far: 53 rain detected, 23 emergency stop pressed, 54 low battery, 2 mower got stuck.", author="u1")
    rec(P2_BDM38, [e1, e2, e3, e4], e5, True, "pronoun", ["this", "those"], "@Aaroneisele55, the Dreame mower error codes (53 rain, 23 emergency stop, 54 low battery, 2 stuck) come in handy; I'm refactoring dreame-mower's error code handling and will add them tomorrow.", author="u2")
    lend(P2_BDM38, [e1], P2_M_AUTOMOWER, SAME, P2_AMB142)

    n1 = (U, "Not mowing after returning to charge", "u1")
    n2 = (U, "Helo. My robot not mowing after return to charge, only stand in standby.", "u1")
    n3 = (U, "It doesn't start mowing even though the battery is fully charged, and I give it the command to mow.", "u1")
    n4 = (U, "Update: After returning stay in \"rain sensor activated\" and not starting again untill i opened the lid, press ok and command again to mow from ha.", "u1")
    n5 = (A, "My mower has a setting, how long to wait after the rainsensor is deactivated.", "u2")
    n6 = (A, "It could also be an electrical issue, that the  microcontroller is still slightly pulling the sensor down.", "u2")
    rec(P2_GLG13, [n1], n2[1], True, "ellipsis", [], "My robot mower controlled through HA_Mower doesn't mow after returning to charge; it only stands in standby.", author="u1")
    rec(P2_GLG13, [n1, n2, n3], n4[1], True, "ellipsis", [], "After returning to charge, my HA_Mower robot mower stays in \"rain sensor activated\" and won't start again until I open the lid, press OK and send the mow command from Home Assistant again.", author="u1")
    # A helper's complete statement about their own mower (rule 1): a trap by a later speaker.
    rec(P2_GLG13, [n1, n2, n3, n4], n5[1], False, SAME, [], None, author="u2")
    rec(P2_GLG13, [n1, n2, n3, n4, n5], n6[1], True, "pronoun", ["It", "the sensor"], "The HA_Mower mower staying in \"rain sensor activated\" could also be an electrical issue: the microcontroller may still be slightly pulling the rain sensor down.", author="u2")

    p1 = (U, "Parkside PAMRC 250 rainsensor not working", "u1")
    p2 = (U, P2_M_PARKSIDE, "u1")
    p3 = "Before we dig into the sensor, did you program your mower to mow 24/7 unless it is raining? And did you program the mower to start mowing as soon as the rain has stopped?"
    rec(P2_GLG8, [p1], p2[1], False, SAME, [], None, author="u1")
    rec(P2_GLG8, [p1, p2], p3, True, "ellipsis", ["the sensor", "your mower"], "Before looking at the Parkside PAMRC 250's rain sensor: did you program the mower to mow 24/7 unless it is raining, and to start mowing as soon as the rain has stopped?", author="u1")
    lend(P2_GLG8, [p1], P2_M_GARDENA, SELF, P2_GARD274)

    s1 = (U, "Add the status DOCK_ERROR", "u1")
    s2 = (U, "This error occurred yesterday:", "u1")
    s3 = (U, "I was not there, but was told that the mower was not in the docking station, but somewhere else in the garden, just sitting there.", "u1")
    s4 = "I dumped the mower object and this is the result:"
    rec(P2_STIHL6, [s1], s2[1], True, "pronoun", ["This error"], "The Stihl iMow status DOCK_ERROR occurred yesterday.", author="u1")
    rec(P2_STIHL6, [s1, s2], s3[1], True, "ellipsis", ["the mower"], "When the Stihl iMow reported DOCK_ERROR, the mower was not in its docking station but sitting somewhere else in the garden.", author="u1")
    rec(P2_STIHL6, [s1, s2, s3], s4, True, "ellipsis", ["the mower object"], "Here is a dump of the stihl-imow-webapi mower object from when the Stihl iMow reported DOCK_ERROR.", author="u1")
    lend(P2_STIHL6, [s1], P2_M_WORX, SAME, P2_LRC573)
    lend(P2_STIHL6, [s1, s2], P2_M_PARKSIDE, SAME, P2_GLG8)

    y1 = (U, "Rain sensor status", "u1")
    y2 = (U, P2_M_YUKA, "u1")
    y3 = (U, "When it gets triggered during a task, Yuka returns to the dock and pauses the task.", "u1")
    y4 = (U, "I noticed it does not returns to the task automatically when the sensor dries.", "u1")
    y5 = (U, "Can we expose the rain sensor status in the integration for HA? I could then automate it.", "u1")
    y6 = "Sorry this sensor is not exposed by the robot, you could read the error notification instead"
    rec(P2_MAM493, [y1], y2[1], False, SAME, [], None, author="u1")
    rec(P2_MAM493, [y1, y2], y3[1], True, "pronoun", ["it"], "When my Mammotion Yuka Mini's rain sensor is triggered during a task, the Yuka returns to the dock and pauses the task.", author="u1")
    rec(P2_MAM493, [y1, y2, y3, y4], y5[1], True, "pronoun", ["the integration", "it"], "Can the Mammotion Home Assistant integration expose the Yuka Mini's rain sensor status, so I can automate resuming the task?", author="u1")
    rec(P2_MAM493, [y1, y2, y3, y4, y5], y6, True, "pronoun", ["this sensor"], "The Yuka Mini does not expose its rain sensor to the Mammotion integration; you could read the error notification instead.", author="u2")
    lend(P2_MAM493, [y1], P2_M_WORX, SAME, P2_LRC573)


def P2_vacuums(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- robot vacuums: room segments, multi-floor maps, passes and mop/suction settings per room ----
    r1 = (U, "Support segment clean in multi-level map", "u1")
    r2 = (U, "Hi, \nI have S8 model and two maps (below get_room_mapping response):", "u1")
    r3 = (U, "The numbers are slightly different than in the docs because they have three digits.", "u1")
    r4 = (U, "I think first is connected with the segment. So there are rooms like 16,17,18,19...", "u1")
    r5 = (U, "So How can I tell that I would like to clean e.g. segment 17 on the second floor (in second map)?", "u1")
    r6 = "For home assistant you could use this service call:\n```\nservice: roborock.vacuum_clean_segment\ndata:\n  segments: 17\ntarget:\n  entity_id: vacuum.roborock_s7_maxv\n```"
    rec(P2_PRR108, [r1], r2[1], True, "ellipsis", [], "I have a Roborock S8 with two maps; here is python-roborock's get_room_mapping response for each.", author="u1")
    rec(P2_PRR108, [r1, r2], r3[1], True, "ellipsis", ["The numbers"], "The numbers in python-roborock's get_room_mapping response for my Roborock S8 differ slightly from the docs because they have three digits.", author="u1")
    rec(P2_PRR108, [r1, r2, r3], r4[1], True, "ellipsis", ["first", "the segment"], "I think the first number in each python-roborock get_room_mapping entry is the segment, so my Roborock S8 has rooms 16, 17, 18, 19 and so on.", author="u1")
    rec(P2_PRR108, [r1, r2, r3, r4], r5[1], True, "ellipsis", ["segment 17", "the second floor"], "With python-roborock, how can I clean segment 17 on the second floor (the second map) of a Roborock S8 with a multi-level map?", author="u1")
    rec(P2_PRR108, [r1, r2, r3, r4, r5], r6, True, "ellipsis", ["this service call"], "To clean segment 17 of a Roborock on its current map from Home Assistant you could call roborock.vacuum_clean_segment with segments: 17 and the vacuum entity as target.", author="u2")
    lend(P2_PRR108, [r1], P2_V_L10, SELF, P2_TDV483)

    h1 = (U, "Choose how many Valetudo room-cleaning passes to run", "u1")
    h2 = (U, "You could already tap rooms on the Valetudo map, but a clean always ran once.", "u1")
    h3 = (U, "The vacuum page now lets you pick how many passes each selected room should get.", "u1")
    h4 = (U, "- Reads `MapSegmentationCapability` properties for the robot\u2019s max iteration count (typically 1\u20133).", "u1")
    h5 = "- Sends that count in `start_segment_action` instead of a hardcoded `1`."
    rec(P2_DHA49, [h1], h2[1], True, "ellipsis", [], "In Dashboard-Home-Assistant you could already tap rooms on the Valetudo map, but a room clean always ran once.", author="u1")
    rec(P2_DHA49, [h1, h2], h3[1], True, "ellipsis", ["The vacuum page"], "Dashboard-Home-Assistant's vacuum page now lets you pick how many Valetudo cleaning passes each selected room should get.", author="u1")
    rec(P2_DHA49, [h1, h2, h3], h4[1], True, "ellipsis", ["the robot\u2019s max iteration count"], "For Valetudo room passes, Dashboard-Home-Assistant reads the robot's `MapSegmentationCapability` properties for its maximum iteration count (typically 1-3).", author="u1")
    rec(P2_DHA49, [h1, h2, h3, h4], h5, True, "pronoun", ["that count"], "Dashboard-Home-Assistant now sends the chosen number of Valetudo cleaning passes in `start_segment_action` instead of a hardcoded `1`.", author="u1")
    lend(P2_DHA49, [h1], P2_V_DREAME, SAME, P2_TDV516)
    lend(P2_DHA49, [h1, h2], P2_V_APP, SAME, P2_NDV36)

    m1 = (U, "Cannot clean room with mop on Dreame L10 Prime", "u1")
    m2 = (U, P2_V_L10, "u1")
    m3 = (U, "The bot should mop the selected room, instead it starts with only vacuuming.", "u1")
    m4 = " - Model Name: dreame.vacuum.r2251a\n - Firmware Version: 4.3.3_1505\n - Home Assistant Version: 2024.3.1\n - Configuration Type: with map"
    # "it" is the Dreame L10 Prime named in the same sentence, with the service in full (rule 2).
    rec(P2_TDV483, [m1], m2[1], False, SELF, [], None, author="u1")
    rec(P2_TDV483, [m1, m2], m3[1], True, "ellipsis", ["The bot", "the selected room"], "My Dreame L10 Prime should mop the room selected with vacuum_clean_segment, but it starts with only vacuuming.", author="u1")
    # A setup list naming model, firmware and Home Assistant version: complete in itself (rule 1).
    rec(P2_TDV483, [m1, m2, m3], m4, False, SAME, [], None, author="u1")
    lend(P2_TDV483, [m1], P2_V_APP, SAME, P2_NDV36)

    s1 = (U, "Selective Dry Vacuuming Zone without Mopping", "u1")
    s2 = (U, P2_V_DREAME, "u1")
    s3 = (U, "I'm currently facing a challenge with automating the cleaning process in a specific way and was wondering if a feature could be implemented to address this.", "u1")
    s4 = (U, "I want to automate the cleaning of a specific zone using the vacuum only, without engaging the mopping function.", "u1")
    s5 = "Currently, the vacuum automatically starts both vacuuming and mopping when directed to clean any zone."
    rec(P2_TDV516, [s1], s2[1], False, SAME, [], None, author="u1")
    rec(P2_TDV516, [s1, s2], s3[1], True, "pronoun", ["this"], "I'm struggling to automate my Dreame vacuum's cleaning in a specific way (a zone vacuumed without mopping) and wonder if a dreame-vacuum feature could address it.", author="u1")
    rec(P2_TDV516, [s1, s2, s3], s4[1], True, "ellipsis", ["the vacuum"], "I want to automate cleaning a specific zone with my Dreame robot vacuuming only, without mopping, through the dreame-vacuum integration.", author="u1")
    rec(P2_TDV516, [s1, s2, s3, s4], s5, True, "ellipsis", ["the vacuum"], "Currently my Dreame robot automatically both vacuums and mops when dreame-vacuum directs it to clean any zone.", author="u1")

    c1 = (U, "Room Card Room Deselection", "u1")
    c2 = (U, "First of all, thanks a lot for this integration :)", "u1")
    c3 = P2_V_ROOMCARD
    rec(P2_TDV82, [c1], c2[1], True, "pronoun", ["this integration"], "Thanks a lot for the dreame-vacuum Home Assistant integration.", author="u1")
    rec(P2_TDV82, [c1, c2], c3, False, SELF, [], None, author="u1")

    n1 = (U, "Customize room cleaning", "u1")
    n2 = (U, "Please add option to choose customize room cleaning.", "u1")
    n3 = (U, P2_V_APP, "u1")
    n4 = "Integration would be helpful if you could at least select this option (and configure the room settings in the Dreame app)."
    rec(P2_NDV36, [n1], n2[1], True, "ellipsis", [], "Please add an option to dreame-vacuum-map-card to choose customized room cleaning.", author="u1")
    rec(P2_NDV36, [n1, n2], n3[1], False, SAME, [], None, author="u1")
    rec(P2_NDV36, [n1, n2, n3], n4, True, "pronoun", ["this option"], "It would help if dreame-vacuum-map-card could at least select the Dreame app's customized room cleaning option, with the room settings configured in the Dreame app.", author="u1")
    lend(P2_NDV36, [n1], P2_V_L10, SELF, P2_TDV483)
    lend(P2_NDV36, [n1, n2], P2_V_ROOMCARD, SELF, P2_TDV82)

    i1 = (U, "[Feature]: Integrate the Dreame Robot", "u1")
    i2 = (U, "Hello, Is there any possibility to add the dreame vaccume robot ?", "u1")
    i3 = "I do found one integration in the home assistant."
    rec(P2_DIM1887, [i1], i2[1], True, "ellipsis", [], "Is there any possibility to add the Dreame robot vacuum to dimos?", author="u1")
    rec(P2_DIM1887, [i1, i2], i3, True, "ellipsis", ["one integration"], "I did find a Home Assistant integration for the Dreame robot vacuum.", author="u1")
    lend(P2_DIM1887, [i1], P2_V_DREAME, SAME, P2_TDV516)
    lend(P2_DIM1887, [i1, i2], P2_V_ROOMCARD, SELF, P2_TDV82)
    lend(P2_DIM1887, [i1, i2, (U, i3, "u1")], P2_V_APP, SAME, P2_NDV36)


def P2_pokemon(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- Pokémon fan tools: Showdown sets imported into save editors, IVs and EVs, randomizers ----
    s1 = (U, "Add a way to import a Pokémon in the Showdown format when the user wants to add a new Pokémon to a trainer", "u1")
    s2 = (U, "As an User\nI would like to import a Pokémon from Showdown by using the Showdown export format\nSo that I can create a Pokémon easily", "u1")
    s3 = (U, P2_K_OSS, "u1")
    s4 = "Maybe this script can help: https://github.com/smogon/pokemon-showdown/tree/master/tools/set-import"
    rec(P2_PST32, [s1], s2[1], True, "ellipsis", [], "As a Pokémon Studio user I would like to import a Pokémon from Showdown using the Showdown export format, so that I can create a Pokémon for a trainer easily.", author="u1")
    rec(P2_PST32, [s1, s2], s3[1], False, SAME, [], None, author="u1")
    rec(P2_PST32, [s1, s2, s3], s4, True, "ellipsis", ["help"], "Pokemon Showdown's set-import script (https://github.com/smogon/pokemon-showdown/tree/master/tools/set-import) may help Pokémon Studio import Pokémon in the Showdown format.", author="u1")
    lend(P2_PST32, [s1], P2_K_WEIRD, SELF, P2_PKX1715)
    lend(P2_PST32, [s1, s2], P2_K_ROMSAVE, SAME, P2_PK3113)

    c1 = (U, "Shiny HP Ice Celebi Illegal IVs Showdown Import", "u1")
    c2 = (U, "Hey so messing around whenever I do this set it reverts the attack and defense IVs to 30 which is = to 30 speed IVs for HP Ice.", "u1")
    c3 = (U, P2_K_CELEBI, "u1")
    c4 = "Maybe a suggestion is to have the showdown import do IVs spreads based on the spread?"
    rec(P2_PKX1786, [c1], c2[1], True, "pronoun", ["this set"], "When I import a shiny Hidden Power Ice Celebi Showdown set into PKHeX, it reverts the Attack and Defense IVs to 30, which equals 30 Speed IVs for HP Ice.", author="u1")
    # A general fact about shiny Celebi that names its subject (rule 1): a same-author trap.
    rec(P2_PKX1786, [c1, c2], c3[1], False, SAME, [], None, author="u1")
    rec(P2_PKX1786, [c1, c2, c3], c4, True, "ellipsis", ["the showdown import"], "Could PKHeX's Showdown import choose IV spreads based on the set's spread (for example for a shiny HP Ice Celebi)?", author="u1")
    lend(P2_PKX1786, [c1], P2_K_OSS, SAME, P2_PST32)

    w1 = (U, "PKHeX does read certain Showdown import formats.", "u1")
    w2 = (U, P2_K_WEIRD, "u1")
    w3 = (U, "Try to see if you can import this one yourself and see if it reads it.", "u1")
    w4 = "Manual set != showdown format."
    # "It" is the empty subject of "It's a little weird", and the sentence names PKHeX and Showdown formats (rule 2).
    rec(P2_PKX1715, [w1], w2[1], False, SELF, [], None, author="u1")
    rec(P2_PKX1715, [w1, w2], w3[1], True, "pronoun", ["this one", "it"], "Try importing my Venusaur Showdown set into PKHeX yourself and see whether PKHeX reads it.", author="u1")
    rec(P2_PKX1715, [w1, w2, w3], w4, True, "ellipsis", ["Manual set"], "The Venusaur set that PKHeX would not import is a manually written set, not the Showdown format.", author="u2")

    g1 = (U, "Showdown Imports for GBPKM don't properly respect Hidden Power Types (or IVs in general)", "u1")
    g2 = (U, "When importing a showdown set for Generation 2 that has a defined hidden power type, IVs are not converted properly and are as such, all set to max.", "u1")
    g3 = (U, P2_K_GB, "u1")
    g4 = "IVs should be converted correctly from the new game scale to the GB scale."
    rec(P2_PKX3019, [g1], g2[1], True, "ellipsis", [], "When PKHeX imports a Generation 2 Showdown set with a defined Hidden Power type, the IVs are not converted and are all set to max.", author="u1")
    rec(P2_PKX3019, [g1, g2, g3], g4, True, "ellipsis", [], "PKHeX's Showdown import should convert IVs from the new game scale (0-31) to the Game Boy scale (0-15) for Generation 1/2 sets.", author="u1")
    rec(P2_PKX3019, [g1, g2], g3[1], False, SAME, [], None, author="u1")

    a1 = (U, "Random IVs when importing from showdown to gen 4 saves.", "u1")
    a2 = (U, "When a pokemon is imported from showdown to a gen 4 save the IVs are randomized.", "u1")
    a3 = (U, "IVs should be the same as on showdown.", "u1")
    a4 = (U, "If this is not a bug, is there a way to disable the legality as I am just using ALM to batch import teams from showdown and don't actually need them to be legal, however without using ALM I would have to import each pokemon one by one.", "u1")
    a5 = "This isnt a bug and if you want to import multiple showdown sets without caring about legality then please make an issue in the base PKHeX repository!"
    rec(P2_PKP208, [a1], a2[1], True, "ellipsis", [], "When PKHeX-Plugins imports a Pokémon from Showdown into a Generation 4 save, its IVs are randomized.", author="u1")
    rec(P2_PKP208, [a1, a2], a3[1], True, "ellipsis", [], "IVs of a Pokémon imported from Showdown into a Generation 4 save with PKHeX-Plugins should be the same as on Showdown.", author="u1")
    rec(P2_PKP208, [a1, a2, a3], a4[1], True, "pronoun", ["this"], "If randomized IVs on Showdown imports into Generation 4 saves are not a bug, is there a way to disable legality in PKHeX-Plugins' Auto Legality Mod, since I only use ALM to batch-import Showdown teams that need not be legal?", author="u1")
    rec(P2_PKP208, [a1, a2, a3, a4], a5, True, "pronoun", ["This"], "Randomized IVs on Showdown imports with PKHeX-Plugins' Auto Legality Mod are not a bug; to import multiple Showdown sets without caring about legality, open an issue in the base PKHeX repository.", author="u2")
    lend(P2_PKP208, [a1], P2_K_FORMAT, SAME, P2_PKX609)

    p1 = (U, "no my idea(team)", "u1")
    p2 = "Sorry, but this isn't the place to put yer teams. Your supposed to paste them in PokePaste."
    rec(P2_PP95, [p1], p2, True, "pronoun", ["this", "them"], "The pokepaste GitHub issue tracker is not the place to put your Pokémon teams; paste them in PokePaste (pokepast.es).", author="u2")
    lend(P2_PP95, [p1], P2_K_GB, SAME, P2_PKX3019)
    lend(P2_PP95, [p1], P2_K_CELEBI, SAME, P2_PKX1786)

    k1 = (U, "Didn't know where to ask this?", "u1")
    k2 = (U, "Is it possible to edit a randomized pokemon in your party - without changing it's randomized abilities? Pkhex doesn't work with pk3ds.", "u1")
    k3 = (A, P2_K_ROMSAVE, "u2")
    k4 = (A, P2_K_BATCH, "u2")
    k5 = "Again thank you."
    # The question names pk3DS and PKHeX; "it's" is the Pokémon of the same sentence (rule 2).
    rec(P2_PK3113, [k1], k2[1], False, SELF, [], None, author="u1")
    rec(P2_PK3113, [k1, k2], k3[1], False, SAME, [], None, author="u2")
    rec(P2_PK3113, [k1, k2, k3], k4[1], False, SAME, [], None, author="u2")
    rec(P2_PK3113, [k1, k2, k3, k4], k5, True, "ellipsis", [], "Thanks again for explaining that pk3DS edits ROM files, PKHeX edits save files, and randomization can be done with PKHeX's Batch Editor.", author="u1")

    h1 = (U, "Simple Generation 3 randomizer", "u1")
    h2 = (U, "For milestone 0.1.0 we want to be able to load some generation 3 games, do #2 and #3 and save it back to disk.", "u1")
    h3 = (U, "* Only Ruby, Sapphire and Emerald will be tested.", "u1")
    h4 = (U, "* We'll focus only on the US version of these games.", "u1")
    h5 = "Splitting this into multiple issues that are easier to close."
    rec(P2_HPR4, [h1], h2[1], True, "ellipsis", [], "For pokemon-randomizer's milestone 0.1.0 we want to load some Generation 3 games, do issues #2 and #3, and save them back to disk.", author="u1")
    rec(P2_HPR4, [h1, h2], h3[1], True, "ellipsis", [], "pokemon-randomizer's simple Generation 3 randomizer will only be tested with Ruby, Sapphire and Emerald.", author="u1")
    rec(P2_HPR4, [h1, h2, h3], h4[1], True, "pronoun", ["these games"], "pokemon-randomizer's Generation 3 randomizer will focus only on the US versions of Ruby, Sapphire and Emerald.", author="u1")
    rec(P2_HPR4, [h1, h2, h3, h4], h5, True, "pronoun", ["this"], "I'm splitting pokemon-randomizer's simple Generation 3 randomizer issue into multiple issues that are easier to close.", author="u1")
    lend(P2_HPR4, [h1], P2_K_ROMSAVE, SAME, P2_PK3113)
    lend(P2_HPR4, [h1, h2], P2_K_FORMAT, SAME, P2_PKX609)

    u1 = (U, "[Question] Does randomizing reset existing save data?", "u1")
    u2 = (U, "Sorry to open up an issue about this question, but I'm having trouble finding a conclusive answer elsewhere.", "u1")
    u3 = (U, "When I try to randomize the .nds file of my existing game then reload it into my emulator, my save data is gone.", "u1")
    u4 = (U, "I can't use the emulator's save states from the unrandomized ROM; it just crashes.", "u1")
    u5 = (U, "So, is the randomizer supposed to protect existing save data on the ROM, or will it get reset as part of the randomization process?", "u1")
    u6 = "Never mind, I realized the issue was a problem with how I was saving the files, not a fault of the randomizer. I will close this issue now."
    rec(P2_UPR413, [u1, u2], u3[1], True, "ellipsis", [], "When I randomize the .nds file of my existing game with the Universal Pokemon Randomizer ZX and reload it into my emulator, my save data is gone.", author="u1")
    rec(P2_UPR413, [u1, u2, u3], u4[1], True, "ellipsis", ["the unrandomized ROM"], "After randomizing my Pokémon .nds ROM with the Universal Pokemon Randomizer ZX, my emulator's save states from the unrandomized ROM don't work; the emulator just crashes.", author="u1")
    rec(P2_UPR413, [u1, u2, u3, u4], u5[1], True, "ellipsis", ["the randomizer"], "Is the Universal Pokemon Randomizer ZX supposed to keep existing save data on the ROM, or is it reset as part of randomization?", author="u1")
    rec(P2_UPR413, [u1, u2, u3, u4, u5], u6, True, "ellipsis", ["the issue", "the randomizer"], "My lost save data after randomizing with the Universal Pokemon Randomizer ZX came from how I saved the files, not from the randomizer; I am closing the issue.", author="u1")
    lend(P2_UPR413, [u1], P2_K_BATCH, SAME, P2_PK3113)
    lend(P2_UPR413, [u1, u2], P2_K_OSS, SAME, P2_PST32)


def P2_grills(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- smart grills and BBQ thermometers: Traeger pellet grills, meat probes and Inkbird thermometers ----
    b1 = (U, "I am missing my probe sensors - using the newest version and everything else is working fine", "u1")
    b2 = (A, "Please provide a redacted grill MQTT message from the Debug Log and your grill model.", "u2")
    b3 = (U, "I have the same problem.", "u3")
    rec(P2_SB49, [b1], b2[1], True, "ellipsis", [], "For the missing Traeger probe sensors in hass_traeger, please provide a redacted grill MQTT message from the debug log and your Traeger grill model.", author="u2")
    rec(P2_SB49, [b1, b2], b3[1], True, "ellipsis", ["the same problem"], "My Traeger probe sensors are also missing in the hass_traeger integration.", author="u3")

    t1 = (U, "Temperature Presets for Probe", "u1")
    t2 = "- Added temperature presets (meat temps) to probe climate"
    rec(P2_SB45, [t1], t2, True, "ellipsis", ["probe climate"], "This hass_traeger pull request adds temperature presets (meat temperatures) to the Traeger probe climate entity.", author="u1")

    p1 = (U, "Pellet Sensor", "u1")
    p2 = (U, "Hey, i was just wondering if you were able to get pellet sensor data with this as well?", "u1")
    p3 = (U, "Would be a nice touch, late at night google assistant just chimes in \"pellets at 20%\" and pulses a light ;)", "u1")
    p4 = (A, "@teshiburu2020 i don't yet own the pellet sensor! I'm planning on getting one sometime. I'm sure it's possible. how does the pellet sensor connect to the traeger?", "u2")
    p5 = (U, "It has a dedicated port on the board, the info is presented to the traeger\napp so would imagine it's available to you", "u1")
    p6 = "There is a value in the status message that reports the percentage that should be pretty easy to grab."
    rec(P2_SB8, [p1], p2[1], True, "pronoun", ["this"], "Can the hass_traeger integration get Traeger pellet sensor data as well?", author="u1")
    rec(P2_SB8, [p1, p2, p3, p4], p5[1], True, "pronoun", ["It"], "The Traeger pellet sensor has a dedicated port on the grill's board, and its data is presented to the Traeger app, so it should be available to hass_traeger.", author="u1")
    rec(P2_SB8, [p1, p2, p3, p4, p5], p6, True, "ellipsis", ["the status message"], "The Traeger grill's MQTT status message has a value (pellet_level) reporting the pellet percentage that hass_traeger should easily be able to grab.", author="u3")

    a1 = (U, "Traeger Pro Series 575 - Probe Not Found", "u1")
    a2 = (U, P2_G_PROBEAB, "u1")
    a3 = (U, "I can see my probe in homeassistant just seems probability can't find it.", "u1")
    a4 = (A, "Hey, your probe is set up as a climate entity, not a temp sensor so for that reason it's not showing.", "u2")
    a5 = (A, "I also have a Traeger and had the same problem, you'll need to create a template sensor where you take the temperature attribute from the climate", "u2")
    # The opener names the grill and Probe-ability; "it" is Probe-ability in the same sentence (rule 2).
    rec(P2_PA3, [a1], a2[1], False, SELF, [], None, author="u1")
    rec(P2_PA3, [a1, a2], a3[1], True, "pronoun", ["my probe", "it"], "I can see my Traeger Pro Series 575's meat probe in Home Assistant, but Probe-ability can't find it.", author="u1")
    rec(P2_PA3, [a1, a2, a3], a4[1], True, "pronoun", ["your probe", "it"], "The Traeger meat probe is set up in Home Assistant as a climate entity, not a temperature sensor, so Probe-ability does not show it.", author="u2")
    rec(P2_PA3, [a1, a2, a3, a4], a5[1], True, "ellipsis", ["the same problem", "the climate"], "With a Traeger probe in Probe-ability you need to create a template sensor that takes the temperature attribute from the probe's climate entity.", author="u2")

    # Only the title is quoted (the excerpt starts at a JSON dump by a later speaker): it hosts lent sentences only.
    w1 = (U, "Meater Probes Missing", "u1")
    lend(P2_TW1, [w1], P2_G_PROBEAB, SELF, P2_PA3)
    lend(P2_TW1, [w1], P2_G_MITM, SAME, P2_NJ105)
    lend(P2_TW1, [w1], P2_G_TIMBER, SELF, P2_SB42)

    d1 = (U, "Dual-probe grills (Ironwood XL): probe targets not set - legacy 14,{temp} command ignored; app uses 120,10,{probe_uuid},{temp}", "u1")
    d2 = (U, "On dual-probe grills (e.g. Ironwood XL) the integration cannot set the two meat probe targets independently.", "u1")
    d3 = (U, "Setting a target on `probe0` or `probe1` either does nothing or non-deterministically affects a single probe.", "u1")
    d4 = (U, "Root cause: `Traeger.set_probe_temperature()` sends the **legacy single-probe command** `14,{temp}`.", "u1")
    d5 = (U, "The current dual-probe firmware ignores it.", "u1")
    rec(P2_NJ105, [d1], d2[1], True, "pronoun", ["the integration"], "On dual-probe Traeger grills (e.g. Ironwood XL) the hass_traeger integration cannot set the two meat probe targets independently.", author="u1")
    rec(P2_NJ105, [d1, d2, d3, d4], d5[1], True, "pronoun", ["it"], "The current Traeger dual-probe firmware ignores the legacy single-probe command `14,{temp}` that hass_traeger's `Traeger.set_probe_temperature()` sends.", author="u1")
    rec(P2_NJ105, [d1, d2, d3, d4, d5], P2_G_MITM, False, SAME, [], None, author="u1")

    e1 = (U, "Add multi-probe target support (120,10,{sensor_id},{temp}) for dual-probe grills", "u1")
    e2 = (U, "Fixes per-probe target setting on dual-probe Traeger grills (tested on **Ironwood XL**, `device_type_id` 2205, fw `01.06.04`).", "u1")
    e3 = "Format: `120,10,{sensor_id},{temp}` where `sensor_id` is the accessory `uuid` from `status.acc[]` \u2014 already available on the entity as `self.sensor_id`."
    # Names the legacy command and its failure in full; "it" is that command (rule 2).
    rec(P2_NJ106, [e1, e2], P2_G_LEGACY, False, SELF, [], None, author="u1")
    rec(P2_NJ106, [e1, e2, (U, P2_G_LEGACY, "u1")], e3, True, "ellipsis", ["Format"], "The Traeger per-probe target command hass_traeger now sends has the format `120,10,{sensor_id},{temp}`, where `sensor_id` is the accessory `uuid` from `status.acc[]`, already available on the entity as `self.sensor_id`.", author="u1")

    r1 = (U, "Probe Temperature", "u1")
    r2 = (U, "Installed your repo but the probe temp sensor is not showing up as an entity. Does it only appear when the BBQ is running?", "u1")
    r3 = (U, "Thanks for the quick reply. No I haven't tried the probes yet. I'll give it a go at the weekend.", "u1")
    r4 = "The wireless ones aren't always that reliable so I'll use the wired ones first."
    rec(P2_NJ85, [r1], r2[1], True, "ellipsis", ["your repo"], "I installed the hass_traeger integration but the Traeger probe temperature sensor does not show up as an entity; does it only appear when the grill is running?", author="u1")
    rec(P2_NJ85, [r1, r2, r3], r4, True, "ellipsis", ["The wireless ones", "the wired ones"], "The wireless Traeger meat probes aren't always reliable, so I'll test hass_traeger's probe sensor with the wired probes first.", author="u1")

    i1 = (U, "Inkbird IBS-P01B", "u1")
    i2 = (U, "Would you expect this to work with other Inkbird devices like the Inkbird IBS-P01B?", "u1")
    i3 = (U, "Or IBBQ-4BW?", "u2")
    i4 = (A, "@Godis1coolguy check this: https://github.com/ptc/Inkbird-IBS-P01B-MQTT", "u3")
    i5 = "I would like IBS-P01B support without MQTT too."
    rec(P2_STI10, [i1], i2[1], True, "pronoun", ["this"], "Would you expect the home-assistant_inkbird integration to work with other Inkbird devices like the Inkbird IBS-P01B?", author="u1")
    rec(P2_STI10, [i1, i2], i3[1], True, "ellipsis", ["Or"], "Would the home-assistant_inkbird integration work with the Inkbird IBBQ-4BW?", author="u2")
    rec(P2_STI10, [i1, i2, i3], i4[1], True, "ellipsis", ["this"], "For the Inkbird IBS-P01B in Home Assistant, check https://github.com/ptc/Inkbird-IBS-P01B-MQTT.", author="u3")
    rec(P2_STI10, [i1, i2, i3, i4], i5, True, "ellipsis", ["too"], "I would like Inkbird IBS-P01B support in home-assistant_inkbird without MQTT.", author="u4")
    lend(P2_STI10, [i1], P2_G_LEGACY, SELF, P2_NJ106)
    lend(P2_STI10, [i1, i2], P2_G_MITM, SAME, P2_NJ105)

    # Only the title is quoted (the pull request shows no description): it hosts lent sentences only.
    x1 = (U, "Support Inkbird iBBQ4", "u1")
    lend(P2_TB65, [x1], P2_G_PROBEAB, SELF, P2_PA3)
    lend(P2_TB65, [x1], P2_G_TIMBER, SELF, P2_SB42)
    lend(P2_TB65, [x1], P2_G_LEGACY, SELF, P2_NJ106)


def P2_budgeting(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- personal budgeting apps: YNAB imports, import_id duplicates, payee matching and CSV formats ----
    b1 = (U, "API-created transactions don't use Payee matching", "u1")
    b2 = (U, "- Importing via CSV generates a lot of duplicate payees, e.g. \"Amazon 446\", \"Amazon 447\", and so on.", "u1")
    b3 = (U, "Evidently, the Payee Renaming Rules are not taking effect.", "u1")
    b4 = (U, "A transaction is only considered imported if it has an import_id specified.", "u1")
    rec(P2_B2Y306, [b1], b2[1], True, "ellipsis", [], "Importing CSV files with bank2ynab generates a lot of duplicate payees in YNAB, e.g. \"Amazon 446\", \"Amazon 447\" and so on.", author="u1")
    rec(P2_B2Y306, [b1, b2], b3[1], True, "ellipsis", ["the Payee Renaming Rules"], "YNAB's Payee Renaming Rules are evidently not taking effect for transactions bank2ynab creates through the API.", author="u1")
    # A general rule of YNAB's API; "it" is the transaction of the same sentence (rule 2).
    rec(P2_B2Y306, [b1, b2, b3], b4[1], False, SELF, [], None, author="u1")
    rec(P2_B2Y306, [b1, b2, b3, b4], P2_Y_B2Y, False, SAME, [], None, author="u1")
    lend(P2_B2Y306, [b1], P2_Y_SPLIT, SAME, P2_SURE2361)

    y1 = (U, "Question: how are duplicate transactions handled?", "u1")
    y2 = (U, "Hello Matthieu!\nI love this idea and your solution.", "u1")
    y3 = (U, "I am wondering what happens if you push the same transaction twice, or if you push a transaction that already exists?", "u1")
    y4 = (U, "Does YNAB kill the pushed duplicate, or would you have to handle this yourself?", "u1")
    y5 = (A, "@torbengb it's worth noting, this is not the official API.", "u2")
    rec(P2_PYN65, [y1, y2], y3[1], True, "ellipsis", [], "What happens if pynYNAB pushes the same transaction to YNAB twice, or pushes a transaction that already exists?", author="u1")
    rec(P2_PYN65, [y1, y2, y3], y4[1], True, "pronoun", ["the pushed duplicate", "this"], "Does YNAB discard a duplicate transaction pushed by pynYNAB, or does the client have to handle duplicates itself?", author="u1")
    rec(P2_PYN65, [y1, y2, y3, y4], y5[1], True, "pronoun", ["this"], "@torbengb, note that pynYNAB does not use YNAB's official API.", author="u2")
    lend(P2_PYN65, [y1], P2_Y_COLUMNS, SAME, P2_AYC10)

    g1 = (U, "Create new dumper and first iteration on replaceing payees", "u1")
    g2 = (U, "Hi,\nfirst of all thanks for the project. Was a great help with getting started with the new ynab.", "u1")
    g3 = (U, "I have created a new dumper which handles some of the strange edge cases of my current bank.", "u1")
    g4 = (U, "Also took the first stab at payee replacements.", "u1")
    g5 = (A, "Hey @spruce! Thanks for this awesome PR!!", "u2")
    g6 = "After some researching I found that YNAB actually has a way to do this directly on their side: https://docs.youneedabudget.com/article/611-payee-management"
    rec(P2_GVI55, [g1], g2[1], True, "pronoun", ["the project"], "Thanks for ynab-bank-importer; it was a great help getting started with the new YNAB.", author="u1")
    rec(P2_GVI55, [g1, g2, g3, g4], g5[1], True, "pronoun", ["this awesome PR"], "@spruce, thanks for the ynab-bank-importer pull request with a new dumper and payee replacements!", author="u2")
    rec(P2_GVI55, [g1, g2, g3, g4, g5], g6, True, "pronoun", ["this"], "YNAB can replace imported payee names itself, with its payee management rules: https://docs.youneedabudget.com/article/611-payee-management", author="u2")
    lend(P2_GVI55, [g1], P2_Y_ACTUAL, SELF, P2_OWB193)

    q1 = (U, "User-entered transactions are not matched", "u1")
    q2 = (U, "When I manually add transactions to my budget (obviously before they get picked up by the script), the importer mechanism does not match them with the actual bunq transactions.", "u1")
    q3 = (U, "This also happens with the \"recurring\" transactions I set up in YNAB (e.g. monthly donations).", "u1")
    q4 = (U, "It seems that if the importer sees the transaction and can match it in-memory, it simply bails on it and does not propagate the match to YNAB.", "u1")
    q5 = "Thanks for the report! I'll investigate next week after my holiday."
    rec(P2_BUNQ34, [q1], q2[1], True, "ellipsis", ["the script", "the importer mechanism"], "When I manually add transactions to my YNAB budget before bunq2ynab picks them up, bunq2ynab's importer does not match them with the actual bunq transactions.", author="u1")
    rec(P2_BUNQ34, [q1, q2, q3], q4[1], True, "ellipsis", ["the importer"], "It seems that when bunq2ynab's importer matches a bunq transaction to a user-entered one in memory, it skips it and does not propagate the match to YNAB.", author="u1")
    rec(P2_BUNQ34, [q1, q2, q3, q4], q5, True, "ellipsis", ["the report"], "Thanks for reporting that bunq2ynab does not match user-entered YNAB transactions; I'll investigate next week after my holiday.", author="u2")
    lend(P2_BUNQ34, [q1], P2_Y_B2Y, SAME, P2_B2Y306)
    lend(P2_BUNQ34, [q1, q2], P2_Y_SPLIT, SAME, P2_SURE2361)

    d1 = (U, "Parse the dates from input CSV files so they are in the format YNAB wants", "u1")
    d2 = (U, "I have the date in the format: Oct 14, 2018", "u1")
    d3 = (U, "Convert them to a standard format", "u1")
    d4 = (A, "Hey @stackhaw I don't plan to do any updates on date parsing.", "u2")
    d5 = (A, "I don't have much time to devote for this project and most date formats can be set in YNAB Budget settings so I decided to not format it at all.", "u2")
    rec(P2_AYC10, [d1], d2[1], True, "ellipsis", [], "The dates in my bank CSV for ynab-csv are in the format \"Oct 14, 2018\", which YNAB does not accept.", author="u1")
    rec(P2_AYC10, [d1, d2], d3[1], True, "pronoun", ["them"], "ynab-csv should convert dates like \"Oct 14, 2018\" to a standard format YNAB accepts.", author="u1")
    rec(P2_AYC10, [d1, d2, d3, d4], d5[1], True, "pronoun", ["this project", "it"], "I don't have much time for ynab-csv, and most date formats can be set in YNAB's budget settings, so ynab-csv does not format dates at all.", author="u2")
    # A later user's own bank format, named in full: a trap by a new speaker (rule 1).
    rec(P2_AYC10, [d1, d2, d3, d4, d5], P2_Y_COLUMNS, False, SAME, [], None, author="u3")

    f1 = (U, "YNAB CSV Import Format changed", "u1")
    f2 = (U, "The format for the importing CSV has changed:\n```\nDate, Payee, Memo, Inflow, Outflow\n```\nto:\n```\nDate, Payee, Memo, Amount\n```", "u1")
    f3 = (U, "as of today (11/17/18) the import CSV doesn't work for a file exported by `ynab-csv`.", "u1")
    f4 = (A, "Thank you! i will look into it \u270c\ufe0f", "u2")
    f5 = "I heard from a friend that this is not the case for everyone."
    rec(P2_AYC12, [f1], f2[1], True, "ellipsis", ["the importing CSV"], "YNAB's CSV import format has changed from Date, Payee, Memo, Inflow, Outflow to Date, Payee, Memo, Amount.", author="u1")
    rec(P2_AYC12, [f1, f2], f3[1], True, "ellipsis", ["the import CSV"], "Since YNAB's CSV import format changed (11/17/18), importing a file exported by ynab-csv doesn't work.", author="u1")
    rec(P2_AYC12, [f1, f2, f3, f4], f5, True, "pronoun", ["this"], "I heard from a friend that YNAB's CSV import format has not changed to Date, Payee, Memo, Amount for everyone.", author="u3")

    s1 = (U, "feat(imports): add YNAB CSV import", "u1")
    s2 = (U, "Adds a **YNAB CSV import** \u2014 a new `YnabImport` source that ingests YNAB's \"Export budget\" register CSV, alongside the existing Mint / Actual Budget / Quicken importers.", "u1")
    s3 = (U, "The previously-disabled \"Coming soon\" YNAB tile is now enabled, using the YNAB logo (mirroring how Mint ships its logo).", "u1")
    s4 = "`YnabImport < Import` mirrors `ActualImport` and handles the real YNAB register export shape:"
    rec(P2_SURE2361, [s1], s2[1], True, "ellipsis", [], "This Sure pull request adds a YNAB CSV import: a new `YnabImport` source that ingests YNAB's \"Export budget\" register CSV, alongside Sure's Mint, Actual Budget and Quicken importers.", author="u1")
    rec(P2_SURE2361, [s1, s2], s3[1], True, "ellipsis", ["The previously-disabled \"Coming soon\" YNAB tile"], "Sure's previously disabled \"Coming soon\" YNAB import tile is now enabled, using the YNAB logo as Sure does for Mint.", author="u1")
    rec(P2_SURE2361, [s1, s2, s3], s4, True, "ellipsis", [], "Sure's `YnabImport < Import` mirrors `ActualImport` and handles the real shape of YNAB's register export.", author="u1")
    rec(P2_SURE2361, [s1, s2, s3, (U, s4, "u1")], P2_Y_SPLIT, False, SAME, [], None, author="u1")
    lend(P2_SURE2361, [s1], P2_Y_COLUMNS, SAME, P2_AYC10)
    lend(P2_SURE2361, [s1, s2], P2_Y_ACTUAL, SELF, P2_OWB193)

    o1 = (U, "CSV Import Category", "u1")
    o2 = (U, "I have a field with the category but it's not possible to map the column to category.", "u1")
    o3 = (U, "This feature would be very nice.", "u1")
    o4 = (A, "Fixed in commit a45c451.", "u2")
    o5 = "The manual CSV import now supports a **Category** column mapping."
    # The opener's workflow names both apps; "them" is the bank statements of the same sentence (rule 2).
    rec(P2_OWB193, [o1], P2_Y_ACTUAL, False, SELF, [], None, author="u1")
    rec(P2_OWB193, [o1, (U, P2_Y_ACTUAL, "u1")], o2[1], True, "ellipsis", ["the column"], "My CSV export from Actual Budget has a category field, but Budget's CSV import cannot map that column to category.", author="u1")
    rec(P2_OWB193, [o1, (U, P2_Y_ACTUAL, "u1"), o2, o3], o4[1], True, "ellipsis", ["Fixed"], "Category column mapping in Budget's CSV import is fixed in commit a45c451.", author="u2")
    rec(P2_OWB193, [o1, (U, P2_Y_ACTUAL, "u1"), o2, o3, o4], o5, True, "ellipsis", ["The manual CSV import"], "Budget's manual CSV import now supports mapping a Category column.", author="u2")
    lend(P2_OWB193, [o1], P2_Y_B2Y, SAME, P2_B2Y306)

    l1 = (U, "Parse YNAB Register.csv with any currency and date format", "u1")
    l2 = "Non-US budgets (e.g. INR) failed with \"No usable rows found\" because amounts assumed a $ prefix and dates assumed MM/DD/YYYY; both formats are now inferred from the whole file"
    rec(P2_LBT487, [l1], l2, True, "ellipsis", [], "budget-tracker's YNAB Register.csv import failed for non-US budgets (e.g. INR) with \"No usable rows found\" because it assumed a $ prefix and MM/DD/YYYY dates; both formats are now inferred from the whole file.", author="u1")
    lend(P2_LBT487, [l1], P2_Y_SPLIT, SAME, P2_SURE2361)
    lend(P2_LBT487, [l1], P2_Y_COLUMNS, SAME, P2_AYC10)
    lend(P2_LBT487, [l1, (U, l2, "u1")], P2_Y_B2Y, SAME, P2_B2Y306)

    h1 = (U, "As a user, I want to import CSVs with custom date formatting", "u1")
    h2 = "## Requirements\n- [x] Allow users to specify the date formatting for budget transaction CSV imports"
    rec(P2_HC278, [h1], h2, True, "ellipsis", [], "Homechart should allow users to specify the date format for budget transaction CSV imports.", author="u1")
    lend(P2_HC278, [h1], P2_Y_ACTUAL, SELF, P2_OWB193)
    lend(P2_HC278, [h1, (U, h2, "u1")], P2_Y_COLUMNS, SAME, P2_AYC10)


def load_part2(rec, U, A) -> None:
    SAME = "trap_same_domain_new_topic"
    SELF = "trap_self_contained_pronoun"

    def lend(url, history, question, kind, src) -> None:
        """A bank sentence placed after another thread's turns of the same area: a trap, asker unknown."""
        rec(url, history, question, False, kind, [], None, qsrc=src, author=None)

    for area in (P2_pool, P2_evcharging, P2_mowers, P2_vacuums, P2_pokemon, P2_grills, P2_budgeting):
        area(rec, U, A, lend, SAME, SELF)
