# ruff: noqa: E501
# ==== part 2 (helper cdf2, twenty-first pass): far-apart areas; every module-level name is P2_-prefixed ====
P2_GH = "https://github.com/"

# ---- water-quality probes: pH and EC/TDS calibration (hydroponics, aquaria, ocean acidification) ----
P2_GPPH11 = P2_GH + "GreenPonik/DFRobot_ESP_PH_BY_GREENPONIK/issues/11"
P2_GPADC3 = P2_GH + "GreenPonik/DFRobot_ESP_PH_WITH_ADC_BY_GREENPONIK/issues/3"
P2_GPEC4 = P2_GH + "GreenPonik/DFRobot_ESP_EC_BY_GREENPONIK/issues/4"
P2_GPEC2 = P2_GH + "GreenPonik/DFRobot_ESP_EC_BY_GREENPONIK/issues/2"
P2_TANK436 = P2_GH + "Open-Acidification/TankController/issues/436"
P2_BIOMAKER = P2_GH + "Biomaker/Biomaker-Challenge-2017/issues/2"
P2_GRAVITYTDS = P2_GH + "DFRobot/GravityTDS/issues/4"
P2_CTDIZZLE = P2_GH + "IanTBlack/CTDizzle/issues/1"
# ---- weather-station sensors: anemometer and tipping-bucket rain-gauge calibration ----
P2_ELEKTOR = P2_GH + "ElektorLabs/191148-RemakeWeatherStation/issues/10"
P2_WINDSTATION = P2_GH + "zpukr/esp8266-WindStation/issues/5"
P2_DOMOTICZ = P2_GH + "domoticz/domoticz/pull/4300"
P2_ESPHOMEWS = P2_GH + "mkuoppa/esphomeweatherstation/issues/2"
P2_AIRPI = P2_GH + "haydnw/AirPi/issues/25"
P2_MODSENSORS = P2_GH + "EnviroDIY/ModularSensors/issues/403"
P2_WXSENSORS = P2_GH + "nlrb/com.weather-sensors/issues/31"
P2_GW1000 = P2_GH + "gjr80/weewx-gw1000/issues/49"
# ---- motor control: field-oriented control (FOC) for VESC, hoverboard and drone ESCs ----
P2_PYVESC25 = P2_GH + "LiamBindle/PyVESC/issues/25"
P2_PYVESC33 = P2_GH + "LiamBindle/PyVESC/issues/33"
P2_HOVERHACK = P2_GH + "lucysrausch/hoverboard-firmware-hack/issues/7"  # lends only (its opener is not in the excerpt)
P2_HOVERBOT = P2_GH + "OpHaCo/hoverbot/issues/6"  # lends only (its opener is not in the excerpt)
P2_BLHELI = P2_GH + "bitdump/BLHeli/issues/230"
P2_FOCESC = P2_GH + "gtoonstra/foc_esc/issues/1"
P2_TESC = P2_GH + "jakeread/tesc/issues/1"
# ---- gardening: soil-moisture probe calibration ----
P2_NEVERDRY = P2_GH + "never-dry/NeverDry/pull/166"
P2_MODSOIL = P2_GH + "KaiGVilbig/ModularSoilMoistureSensor/issues/2"
P2_SOMOSE = P2_GH + "BeFlE/SoMoSe/issues/25"
P2_FLOWER = P2_GH + "diyruz/flower/issues/13"
P2_SOILEC = P2_GH + "kromadg/soil-sensor/issues/1"
# ---- EEG and electrophysiology: mains (50/60 Hz) noise ----
P2_OBDOC154 = P2_GH + "OpenBCI/Documentation/pull/154"
P2_OBDOC82 = P2_GH + "OpenBCI/Documentation/issues/82"
P2_OBGUI = P2_GH + "OpenBCI/OpenBCI_GUI/issues/1067"
P2_EEGEXPY = P2_GH + "NeuroTechX/EEG-ExPy/issues/17"
P2_CLOUDBRAIN = P2_GH + "marionleborgne/cloudbrain/issues/96"
P2_MINDAFFECT = P2_GH + "mindaffect/pymindaffectBCI/issues/44"
P2_BRAINBAY = P2_GH + "ChrisVeigl/BrainBay/issues/17"  # lends only (its opener is not in the excerpt)
P2_OBARCHIVE = P2_GH + "openbci-archive/Docs/issues/231"
P2_OEPHYS596 = P2_GH + "open-ephys/plugin-GUI/issues/596"
P2_OEPHYS421 = P2_GH + "open-ephys/plugin-GUI/issues/421"
P2_EEGPIPES = P2_GH + "neurosity/eeg-pipes/issues/40"
P2_NEUROTAR = P2_GH + "Neurotar/locomotion-tracking-software/issues/36"
# ---- gliding and paragliding: variometer audio (climb and sink beeps) ----
P2_VARIO21 = P2_GH + "prunkdump/arduino-variometer/pull/21"
P2_VARIO33 = P2_GH + "prunkdump/arduino-variometer/pull/33"
P2_VARIO17 = P2_GH + "prunkdump/arduino-variometer/issues/17"
P2_OPENTX1305 = P2_GH + "opentx/opentx/issues/1305"
P2_OPENTX2076 = P2_GH + "opentx/opentx/issues/2076"
P2_SKYDROP438 = P2_GH + "fhorinek/SkyDrop/issues/438"
P2_SKYDROP70 = P2_GH + "fhorinek/SkyDrop/issues/70"
P2_GAGGLE = P2_GH + "geeksville/Gaggle/issues/53"
P2_XCSOAR = P2_GH + "XCSoar/XCSoar/issues/1618"
# ---- poker: hand evaluators and hand rankings ----
P2_PKEVAL18 = P2_GH + "chenosaurus/poker-evaluator/issues/18"
P2_PKEVAL29 = P2_GH + "chenosaurus/poker-evaluator/issues/29"
P2_PKEVAL4 = P2_GH + "chenosaurus/poker-evaluator/issues/4"
P2_HOLDEM = P2_GH + "Jberczel/holdem/issues/1"
P2_PHE = P2_GH + "danielpaz6/Poker-Hand-Evaluator/issues/7"
P2_TREYS = P2_GH + "ihendley/treys/issues/6"
P2_PYPOKER = P2_GH + "ishikota/PyPokerEngine/issues/78"
P2_OMPEVAL = P2_GH + "zekyll/OMPEval/issues/9"
P2_POKERL = P2_GH + "sneppy/pokerl/issues/2"
P2_POKERSOLVER = P2_GH + "goldfire/pokersolver/issues/8"
# ---- riichi mahjong: han and fu scoring ----
P2_MJ40 = P2_GH + "MahjongRepository/mahjong/issues/40"
P2_MJ41 = P2_GH + "MahjongRepository/mahjong/issues/41"
P2_KLEN16 = P2_GH + "klen/mahjong.horneds.com/issues/16"
P2_KLEN6 = P2_GH + "klen/mahjong.horneds.com/issues/6"
P2_KLEN10 = P2_GH + "klen/mahjong.horneds.com/issues/10"
P2_KLEN14 = P2_GH + "klen/mahjong.horneds.com/issues/14"
P2_VAR60 = P2_GH + "Varantha/Mahjong-ScoringTrainer/issues/60"
P2_VAR49 = P2_GH + "Varantha/Mahjong-ScoringTrainer/issues/49"
P2_VAR34 = P2_GH + "Varantha/Mahjong-ScoringTrainer/issues/34"
# ---- sleep apnea: CPAP machine data (AHI, SD cards, oximeters) ----
P2_OSCAR3 = P2_GH + "operativeF/oscar/issues/3"
P2_OSCAR1 = P2_GH + "operativeF/oscar/issues/1"
P2_HMS17 = P2_GH + "hms-homelab/hms-cpap/issues/17"
P2_HMS13 = P2_GH + "hms-homelab/hms-cpap/issues/13"
P2_HMS4 = P2_GH + "hms-homelab/hms-cpap/issues/4"
P2_UPLOADER25 = P2_GH + "amanuense/CPAP_data_uploader/issues/25"
P2_UPLOADER16 = P2_GH + "amanuense/CPAP_data_uploader/issues/16"
P2_GLASGOW = P2_GH + "VibeCoder75321/Multi-Night-Glasgow-Index-Analyzer/issues/16"

# Lenders that are no group of the part: their excerpts' general sentences are lent, their threads not used.
P2_QUESTION_ONLY: tuple[str, ...] = (P2_HOVERHACK, P2_HOVERBOT, P2_BRAINBAY)

# ---- part 2's bank: real sentences from the threads above, lent only within their area, at most twice ----
# water-quality probes
P2_W_FOULED = "pH probes are easily fouled or damaged if left for long periods in the solution they are monitoring."
P2_W_EZO = "The newer EZO probes report three floats in response to \"Slope,?\" requests: acidic %, basic %, and millivolt offset of the zero point."
P2_W_ATLAS = "The Atlas Scientific EC EZO provides an option for piping temperature into the circuit to provide compensation of the conductivity measurement."
# weather-station sensors
P2_A_MOST = "Most wind anemometers require calibration to report correct windspeed."
P2_A_RATE = "Indeed a rain rate is only shown in case the sensor transmits that figure (like e.g. OregonScientific does)."
# FOC motor control
P2_F_TORQUE = "the importance of FOC is to get the best torque possible from the motor and hence also the best battery range."
P2_F_RIPPLE = "FOC provides uniform, almost ripple-free torque curves which might enable us to finally use motor/frame noise sensitive faster gyros without the need for softmounting, thereby compromising PID loop dynamics."
P2_F_PARAM = "The only parameter that depends from the motor is the motor inductance L."
# soil moisture
P2_S_WRONG = "While many users calibrate using dry air and pure water this modus operandi for calibration is just wrong!"
P2_S_ZIGBEE = "Zigbee probes offer an offset (not all) and also report percentages."
# EEG mains noise
P2_E_NOTCH = "The OpenBCI has a built-in notch filter that does a decent job at eliminating 60 Hz noise."
P2_E_MOVE = "Additionally, if your Cyton board is on a table with any power cords or devices that are plugged into a wall outlet, move it to a location away from any electronic devices plugged into the wall."
P2_E_NO60 = "The OpenBCI 32 bit board does not have a 60Hz line filter."
P2_E_DC = "DC offsets are not uncommon to see in EEG amplifiers that are considered \"DC coupled\", which Cyton and Ganglion are."
# variometers
P2_V_TRADE = "With the real-time filtering, there is always trade off between smooth output and response time."
P2_V_DELAY = "The smoother curve will introduce delay in the audio."
P2_V_MANY = "I think many (if not most?) varios use a varying frequency beep."
P2_V_BUZZER = "Buzzer Sound which is produced when the rate of climb is close to, but has not yet reached the specified Climb threshold."
P2_V_WONDER = "I have always wondered why, at higher climb rates, both the pitch and the beeping frequency increase simultaneously."
# poker
P2_K_NUT = "Technically a royal flush is just the nut straight flush"
P2_K_KICKERS = "Unlike straight, flush ties are broken with up to 5 kickers."
P2_K_FLUSHREP = "The flush can not be simply represented with only the `max_rank_card`."
P2_K_HIGHER = "The higher rank is better within a given \"type\" of hand."
# riichi mahjong
P2_J_KANDORA = "if there's a Kan, there should be at least one more dora indicator than the number of kans in the hand."
# CPAP data
P2_C_BINARY = "it seems OSCAR only accept binary data."
P2_C_LPWRITE = "LP write to the sd card after the session is over."


def load_part2(rec, U, A) -> None:  # noqa: PLR0915  (one block per thread)
    SAME = "trap_same_domain_new_topic"
    SELF = "trap_self_contained_pronoun"

    def lend(url, history, question, kind, src) -> None:
        """A bank sentence placed after another thread's turns of the same area: a trap, asker unknown."""
        rec(url, history, question, False, kind, [], None, qsrc=src, author=None)

    # ---- water-quality probes: pH and EC/TDS calibration ----
    gp1 = (U, "ph value deviation. Hi, totally just \"pinging\" to make sure I'm not doing anything wrong.\n\nI was trying to get a DFRobot Pro PH v2 to work with this but somehow, while it does work, the values reported after calibration (I tried 7 first and than 4 and vice-versa) are always kinda low, even with the same solutions used for calibration. For example, right now i'm reading ~3.80 for the 4.0 solution and 6.80 for the 7.00 solution.", "u1")
    gpq = "Did I do something wrong or should I use the ADC version? \nWould it help to do a 3 point calibration (I do have a 9ph solution)?"
    rec(P2_GPPH11, [gp1], gpq, True, "ellipsis", ["the ADC version"], "My DFRobot Pro pH v2 probe reads low after calibration with DFRobot_ESP_PH_BY_GREENPONIK (~3.80 in the pH 4.0 solution, 6.80 in the pH 7.00 solution): did I do something wrong, or should I use the library's ADC version? Would a 3-point calibration with a pH 9 solution help?", author="u1")
    gpa = "Hi @r3pek,\n\nDid you try to work with the same reference?\n\n```using Gravity: Analog pH Sensor / Meter Kit V2, SKU:SEN0161-V2```\n\nare you sure you pH probe is clean and not used?"
    rec(P2_GPPH11, [gp1, (U, gpq, "u1")], gpa, True, "ellipsis", ["the same reference", "you pH probe"], "Did you try DFRobot_ESP_PH_BY_GREENPONIK with the hardware it was written for, the Gravity Analog pH Sensor / Meter Kit V2 (SKU:SEN0161-V2)? Are you sure your DFRobot Pro pH v2 probe is clean and not used?", author="u2")
    lend(P2_GPPH11, [gp1], P2_W_FOULED, SAME, P2_BIOMAKER)

    ad1 = (U, "Unable to calibrate the probe. I am testing your firmware, but it is impossible to calibrate.\nWhen I insert the probe in the solution of ph 4.0 I have this error >>> Buffer Solution Error Try Again <<<\nDevices used:\n\n1 ads1115\n1 esp32\n1 dfrobot phmeter (https://www.dfrobot.com/product-1668.html)\n\nDo you have an idea about the problem?", "u1")
    ada = "Hi @Bighoneypot \nAs it wrote on main page the lib only works with \nusing Gravity: Analog pH Sensor / Meter Kit V2, SKU:SEN0161-V2 + ADC ADS1115\n\nDue to the voltage range of your pH sensor i can say the problem i the voltage range of the signal returned by the circuit."
    rec(P2_GPADC3, [ad1], ada, True, "ellipsis", ["the lib", "your pH sensor", "the problem"], "DFRobot_ESP_PH_WITH_ADC only works with the Gravity Analog pH Sensor / Meter Kit V2 (SKU:SEN0161-V2) plus an ADS1115 ADC; the 'Buffer Solution Error' when calibrating a DFRobot product-1668 pH meter in pH 4.0 solution comes from the voltage range of the signal that meter's circuit returns.", author="u2")
    adq = "Thank you @MkLHX  for your answer.\nNow I have this :\n\nPh have a good calibration for 4.0"
    ad2 = (A, "This is a linear signal you can change voltage for pH 4.0 and voltage for pH 7.0 in the header and test if that work.\n\nI can't help you because i haven't this sensor and circuit.", "u2")
    rec(P2_GPADC3, [ad1, (A, ada, "u2"), ad2], adq, True, "ellipsis", ["your answer"], "Thank you @MkLHX: after changing the pH 4.0 and pH 7.0 voltages in the DFRobot_ESP_PH_WITH_ADC header, my DFRobot product-1668 pH meter now calibrates well at pH 4.0.", author="u1")
    lend(P2_GPADC3, [ad1], P2_W_EZO, SAME, P2_TANK436)

    ec1 = (U, "Can Not Calibrate next to 2 month in use ADC converter used. Can Not Calibrate Please Help it is in solution 12.88 for now and shows 9.5 and can not be calibrated \n\nlast two month was all good and now I don't can recalibrate", "u1")
    lend(P2_GPEC4, [ec1], P2_W_ATLAS, SAME, P2_CTDIZZLE)
    lend(P2_GPEC4, [ec1], P2_W_FOULED, SAME, P2_BIOMAKER)

    e21 = (U, "wrong ec value. Dear,\nI just try use esp32 with tds sensor with original code,  and esp8266  (12e) with modified version show similar result.\n\nthis is when the probe not in the water:\n21:02:27.054 -> voltage:265.0000\n21:02:27.054 -> temperature:25.0^C\n21:02:27.054 -> >>>rawEC: 1.6159, ecValue: 412.0427<<<\n\nthis result when the probe in the nutrition water  (1226ppm or 2.45ms)\n\n21:04:36.184 -> voltage:1878.0000\n21:04:36.184 -> temperature:25.0^C\n21:04:36.184 -> >>>rawEC: 11.4512, ecValue: 2920.0610<<<", "u1")
    rec(P2_GPEC2, [e21], "the voltage from analog read seem way too high", True, "ellipsis", ["the voltage from analog read"], "With DFRobot_ESP_EC_BY_GREENPONIK on an ESP32 and an ESP8266, the TDS sensor's analog-read voltage (265 mV out of water, 1878 mV in 2.45 mS nutrient water) seems way too high.", author="u1")
    e2a = "Hi @sakirun,\n\nThis lib does not work with ESP8266. And it's work only with the DFRobot kit DFR0300.\nIf you're not on this configuration i cannot help you to manage EC measurement.\n\nDid you run calibration?"
    rec(P2_GPEC2, [e21, (U, "the voltage from analog read seem way too high", "u1")], e2a, True, "pronoun", ["This lib", "this configuration"], "DFRobot_ESP_EC_BY_GREENPONIK does not work with the ESP8266 and only works with the DFRobot kit DFR0300; on another configuration its author cannot help with EC measurement. Did you run the EC calibration?", author="u2")

    tk1 = (U, "Check millivolt offset for pH calibration", "u1")
    # The opener's first sentence names the probes and all three values in full: a trap in its own thread.
    rec(P2_TANK436, [tk1], P2_W_EZO, False, SAME, [], None, author="u1")
    tk2 = (U, P2_W_EZO + " Currently we check that the first two percents are between 95% and 105%. If they aren't then we flag this as a \"bad\" calibration.", "u1")
    rec(P2_TANK436, [tk1, tk2], "We should add a check that the millivolt offset is close to zero. Ideally, Dr. Onthank will decide what upper and lower bounds should be used.", True, "ellipsis", ["the millivolt offset"], "TankController should add a check that the EZO pH probe's millivolt offset of the zero point is close to zero, besides the acidic and basic slope percentages; ideally Dr. Onthank decides the upper and lower bounds.", author="u1")

    bm1 = (U, "Automated pH measuring system", "u1")
    rec(P2_BIOMAKER, [bm1], P2_W_FOULED, False, SAME, [], None, author="u1")
    rec(P2_BIOMAKER, [bm1, (U, P2_W_FOULED, "u1")], "An automated system for quickly measuring pH and then moving the probe to a storage solution would be a useful product.", False, SAME, [], None, author="u1")
    lend(P2_BIOMAKER, [bm1], P2_W_ATLAS, SAME, P2_CTDIZZLE)

    td1 = (U, "TDS Constants. Hi! reviewing your code, i have two questions\n\nthis->ecValue=(133.42*this->voltage*this->voltage*this->voltage - 255.86*this->voltage*this->voltage + 857.39*this->voltage)*this->kValue;\n\nthis->ecValue25 = this->ecValue / (1.0+0.02*(this->temperature-25.0)); //temperature compensation\n\nthis->tdsValue = ecValue25 * TdsFactor;\n\nwhy do you use :\n\nKValue=1 What this means? \nTdsFactor=0.5 What this means ? \n\nAnd where the equation to get the ec Value comes from?", "u1")
    tda = "About the TDS factor is for doing the conversion from EC to TDS. He is using a fixed value depending on the location, usually in Europe the change is 0'6 and in EEUU is 0'5, these values are an aproximation but if you don't want very accuarate values it works fine."
    rec(P2_GRAVITYTDS, [td1], tda, True, "ellipsis", ["the TDS factor", "He", "the location"], "In DFRobot's GravityTDS code the TDS factor (0.5) converts EC to TDS: a fixed value that depends on location, usually 0.6 in Europe and 0.5 in the US, an approximation that works fine if you don't need very accurate values.", author="u2")
    lend(P2_GRAVITYTDS, [td1], P2_W_EZO, SAME, P2_TANK436)

    ct1 = (U, "No temperature compensation of electrical conductivity.", "u1")
    rec(P2_CTDIZZLE, [ct1], P2_W_ATLAS, False, SAME, [], None, author="u1")
    rec(P2_CTDIZZLE, [ct1, (U, P2_W_ATLAS, "u1")], "There is not much documentation on how this compensation is applied.", True, "pronoun", ["this compensation"], "There is not much documentation on how the Atlas Scientific EC EZO applies temperature compensation to its conductivity measurement.", author="u1")

    # ---- weather-station sensors: anemometer and rain-gauge calibration ----
    el1 = (U, "Windspeed always reads under 1. On the main panel with all of the dials, the windspeed always reads values under 1 even when the wind speeds are far over that. Not sure if this is a misconfiguration on my end or if it is a problem with the firmware.", "u1")
    elq = "Ok it went over 1 but it is still very low and that was with a massive gust of wind."
    rec(P2_ELEKTOR, [el1], elq, True, "pronoun", ["it"], "The Elektor remake weather station's windspeed went over 1, but it is still very low, even with a massive gust of wind.", author="u1")
    lend(P2_ELEKTOR, [el1], P2_A_MOST, SAME, P2_DOMOTICZ)

    ws1 = (U, "Value for kc_wind? Hello,\nThanks for sharing your code, which looks great and works well.\nHowever, I am seeing very large wind readings, far above other readings locally.   What values are you using for the kc_wind to adjust its calibration for the Davis 6410?", "u1")
    wsa = "Hi, need to put 4.7k  resistor between power and wind speed to avoid misreadings. http://cactus.io/hookups/weather/anemometer/davis/hookup-arduino-to-davis-anemometer"
    rec(P2_WINDSTATION, [ws1], wsa, True, "ellipsis", [], "With esp8266-WindStation and a Davis 6410 anemometer you need a 4.7k resistor between power and the wind-speed input to avoid misreadings (see the cactus.io Davis anemometer hookup).", author="u2")
    wsb = "I would first check if pullup resistor needed between VCC and Pin. I had the same issue with abnormal readings."
    wsc = "I don't know sharp value of kc_wind for you case. You can use any value from 1 to 999."
    rec(P2_WINDSTATION, [ws1, (A, wsa, "u2"), (A, wsb, "u2")], wsc, True, "ellipsis", ["you case"], "I don't know the exact kc_wind value for esp8266-WindStation with a Davis 6410 anemometer reading too high; you can use any value from 1 to 999.", author="u3")
    lend(P2_WINDSTATION, [ws1], P2_A_MOST, SAME, P2_DOMOTICZ)

    dz1 = (U, "Wind speed multiply", "u1")
    rec(P2_DOMOTICZ, [dz1], P2_A_MOST, False, SAME, [], None, author="u1")
    dz2 = (U, P2_A_MOST + " This PR adds a \"Multiply\" field to the weather edit screen to allow increase or decrease of reported windspeeds and its graphs. The default value is 1.", "u1")
    dza = "Thank you for the PR.\nHow do you calibrate a wind sensor ? It is not like watching the weather channel and adjusting your wind sensor to match it, as it very different on any position."
    rec(P2_DOMOTICZ, [dz1, dz2], dza, True, "pronoun", ["the PR"], "Thank you for the Domoticz wind-speed Multiply pull request. How do you calibrate a wind sensor? You cannot just watch the weather channel and adjust your wind sensor to match it, as wind is very different at every position.", author="u2")
    dzq = "The way I calibrate it is use the 4 official airfield reports (Metars) in my neighborhood (in my case EHEH, EBBL, EHVK and EDLV) . That way I get close."
    rec(P2_DOMOTICZ, [dz1, dz2, (A, dza, "u2")], dzq, True, "pronoun", ["it"], "I calibrate my wind sensor for the Domoticz Multiply field against the 4 official airfield reports (METARs) in my neighbourhood (EHEH, EBBL, EHVK and EDLV); that way I get close.", author="u1")

    eh1 = (U, "Anemometer Integration & Improvements. I see that you are actively working on this integration as well.  I used your yaml as a basis and made some improvements of my own.", "u1")
    rec(P2_ESPHOMEWS, [eh1], "It, like yours, is still a work in progress, but I do have the anemometer working.  I am working to reduce the readings and \"average\" the headings to account for the vane swinging wildly.", True, "pronoun", ["It", "yours"], "My ESPHome weather-station yaml, like mkuoppa's, is still a work in progress, but I do have the anemometer working; I am working to reduce the readings and average the headings to account for the wind vane swinging wildly.", author="u1")
    lend(P2_ESPHOMEWS, [eh1], P2_A_RATE, SELF, P2_WXSENSORS)

    ap1 = (U, "Rain Gauge convert the Bucket Tips to mm per hour. I was trying to implement it myself into the support.cfg but I have to admit I have failed...", "u1")
    apq = "Since 1 tip equals to 0.2794mm the equation should be something like:\nTotal of the tips times 0.2794mm in 3600 seconds and reset, but since I am an absolute Python I have no idea whatsoever on how to implement it..."
    rec(P2_AIRPI, [ap1], apq, True, "ellipsis", ["the equation", "it"], "Since 1 rain-gauge bucket tip equals 0.2794mm, converting AirPi's bucket tips to mm per hour should be the total of the tips times 0.2794mm over 3600 seconds, then reset; how do I implement that in Python?", author="u1")

    ms1 = (U, "Support for Hyquest TB3 0.2mm rain gauge. https://www.hyquestsolutions.com.au/products/hardware/meteorology/tb3-tipping-bucket-rain-gauge", "u1")
    rec(P2_MODSENSORS, [ms1], "This is a simple sensor with 2 reed switch outputs. \nWhen the bucket tips both reed switch contacts close. This means 0.2mm of rain has been recorded.", True, "pronoun", ["This"], "The Hyquest TB3 0.2mm tipping-bucket rain gauge is a simple sensor with 2 reed switch outputs: when the bucket tips, both reed switch contacts close, meaning 0.2mm of rain has been recorded.", author="u1")
    lend(P2_MODSENSORS, [ms1], P2_A_RATE, SELF, P2_WXSENSORS)

    wx1 = (U, "Alecto V1. Rain Gauge sends Total Rain not Rain rate values. Hi Ramon,\n\nTime now for the rain gauge. \n\nWireless Weather app does not like the rain value that is receiving from the Alecto v1 rain gauge.\n\n19:45:28.514 [alectov1] Value out of range: 219 (rainrate)", "u1")
    wxq = "Reason seems to be that the rain value provided by the gauge is actually the total rain it got since it was powered."
    rec(P2_WXSENSORS, [wx1], wxq, True, "ellipsis", ["the gauge"], "The Wireless Weather app rejects the Alecto v1 rain gauge's value because that value is actually the total rain the gauge got since it was powered, not a rain rate.", author="u1")
    wx2 = (U, wxq + "\n\nI understand the application does not do much on the rain value now. Any plan to provide a rate value? (for example rain last 24 hours).", "u1")
    rec(P2_WXSENSORS, [wx1, wx2], "Thanks, I'll change it from 'rainrate' to 'raintotal'.", True, "pronoun", ["it"], "Thanks, I'll change the Alecto v1 rain gauge's value in the Wireless Weather app from 'rainrate' to 'raintotal'.", author="u2")
    # The maintainer's next sentence names rain rates and sensors in full; "that figure" is the rain rate inside it.
    rec(P2_WXSENSORS, [wx1, wx2, (A, "Thanks, I'll change it from 'rainrate' to 'raintotal'.", "u2")], P2_A_RATE, False, SELF, [], None, author="u2")

    gw1 = (U, "Help with non-GW1000 rain gauge. Hello, thanks for all the work that went into this driver.\n\nI have a WS-80 (no rain measuring). I'm using a simple two wire tipping bucket gauge for rain measurement, and I wrote a service to capture the tips and inject them into the loop. The service is correctly capturing the number of tips, converting it to rain amount (each tip is .01 inches), and adding it to the packet.", "u1")
    rec(P2_GW1000, [gw1], "Without changing anything, a .01 per tip value passed from my service is translated into 0.00039370078740157485 per tip.", True, "ellipsis", ["my service"], "Without changing anything, the weewx GW1000 driver translates the .01 inch per tip rain value passed from my tipping-bucket service into 0.00039370078740157485 per tip.", author="u1")

    # ---- motor control: field-oriented control (FOC) ----
    pv1 = (U, "Setup motor foc. Hello, I would like to know if it is possible with your library to make a setup motor foc as in vesc tool.\nIf possible, do you have an example?\nThanks in advance,\nVincent LAMBERT.", "u1")
    pvq = "Hello Vincent, I'm also search for setup motor foc only. didn't you find any code  for that if yes means kindly help me out.\n\nThanks in advance."
    rec(P2_PYVESC25, [pv1], pvq, True, "ellipsis", ["that"], "Hello Vincent, I'm also searching for how to run VESC Tool's motor FOC setup with PyVESC; did you find any code for it? If yes, kindly help me out.", author="u2")
    pv3 = (U, "Hello RKajay,\n\nI'm an intern working with Vincent, and I've come back to the motor FOC setup with pyvesc as part of my internship project. Here's what I have so far:\n\n```python\nclass DetectApplyFOCMessage(metaclass=VESCMessage):\n    id = COMM_DETECT_APPLY_ALL_FOC\n    ...\nmy_msg = DetectApplyFOCMessage(0, 60, -25, 60, 700, 4000)\nserial.write(pyvesc.encode(my_msg))\n```", "u3")
    rec(P2_PYVESC25, [pv1, (U, pvq, "u2"), pv3], "With this setup, the motor makes some noises similar to those when using VESC Tool, but it doesn't really start spinning, and I don't know how to get feedback. The feedback I'm interested in is whether the hall sensors are detected or not.", True, "pronoun", ["this setup"], "When I send COMM_DETECT_APPLY_ALL_FOC through PyVESC, the motor makes noises similar to VESC Tool's FOC setup but doesn't really start spinning, and I don't know how to get feedback; I want to know whether the hall sensors are detected.", author="u3")
    lend(P2_PYVESC25, [pv1], P2_F_TORQUE, SAME, P2_HOVERHACK)

    pm1 = (U, "How to determine sensor_mode of foc. My goal is to create a Python script with the same functionality as the VESCTOOL setupwizardfoc. I am using the Pyvesc library to encode and decode messages for the VESC. I send the COMM_DETECT_APPLY_ALL_FOC message, the motor runs correctly, and I receive a response corresponding to the COMM_GET_MCCONF message. So far, I am following the same logic that I observed in the VESCTOOL source code.", "u1")
    pmq = "What I do not understand is the logic VESCTOOL uses to analyze the mcconf of the VESC and deduce the foc_sensor_mode."
    # Names VESC Tool, the mcconf and foc_sensor_mode in full: a trap in its own thread.
    rec(P2_PYVESC33, [pm1], pmq, False, SAME, [], None, author="u1")
    rec(P2_PYVESC33, [pm1, (U, pmq, "u1")], "In the COMM_GET_MCCONF message that I receive, there are many parameters, as you can see in the text below. However, the only parameter whose value changes depending on the Sensor mode in the FOC tab of VESCTOOL is the following:\n\n```\nfoc_duty_dowmramp_ki: 0.0 in sensorless\nfoc_duty_dowmramp_ki: 2.802596928649634e-45 in hall sensor\nfoc_duty_dowmramp_ki: 1.401298464324817e-45 in encoder\n```", True, "ellipsis", ["the text below"], "In the COMM_GET_MCCONF message the VESC sends after COMM_DETECT_APPLY_ALL_FOC, the only parameter whose value changes with the Sensor mode in VESC Tool's FOC tab is foc_duty_dowmramp_ki: 0.0 sensorless, 2.802596928649634e-45 with hall sensors, 1.401298464324817e-45 with an encoder.", author="u1")
    lend(P2_PYVESC33, [pm1], P2_F_PARAM, SAME, P2_HOVERBOT)

    bl1 = (U, "Question: Is FOC the Next Big Thing in smooth & efficient motor controls?", "u1")
    rec(P2_BLHELI, [bl1], P2_F_RIPPLE, False, SAME, [], None, author="u1")
    lend(P2_BLHELI, [bl1], P2_F_TORQUE, SAME, P2_HOVERHACK)

    fe1 = (U, "fix buck converter and related project. First of all, thanks for sharing all the information for this FOC ESC!\nI recommend anyone who is interested in this project to see VESC bldc in https://github.com/vedderb it uses DRV8302 and STM32f4. The next version of VESC firmware/hardware will have FOC.\nIts buck converter works. It is used in electronic vehicles and also useful for robotics.", "u1")
    feq = "Small suggestion: perhaps add a line in your readme to point to the VESC bldc repository, for people who are interested in an actively developed ESC with future FOC support? Then the issue can be closed."
    rec(P2_FOCESC, [fe1], feq, True, "ellipsis", ["your readme", "the issue"], "Small suggestion: perhaps add a line to the foc_esc readme pointing to the VESC bldc repository, for people interested in an actively developed ESC with future FOC support? Then the buck-converter issue can be closed.", author="u1")
    rec(P2_FOCESC, [fe1, (U, feq, "u1")], "Accepted and comment made. Are you part of that project?", True, "pronoun", ["that project"], "I accepted the suggestion and added a line to the foc_esc readme pointing to the VESC bldc repository. Are you part of the VESC project?", author="u2")
    lend(P2_FOCESC, [fe1], P2_F_PARAM, SAME, P2_HOVERBOT)

    te1 = (U, "Hall sensored based FOC", "u1")
    rec(P2_TESC, [te1], "Is it possible to do FOC with hall effect sensors?", False, SAME, [], None, author="u1")
    rec(P2_TESC, [te1, (U, "Is it possible to do FOC with hall effect sensors?", "u1")], "Have you tried anything alike and could you point me to the right direction?\n\nKind regards,\n\nDaniel Tabrizian", True, "ellipsis", ["anything alike"], "Have you tried FOC with hall effect sensors on tesc, and could you point me in the right direction?", author="u1")
    lend(P2_TESC, [te1], P2_F_RIPPLE, SAME, P2_BLHELI)

    # ---- gardening: soil-moisture probe calibration ----
    nd1 = (U, "docs(design): record the field input the soil-moisture model was waiting for. The soil-moisture model document ends with *\"What we need from the field\"*, and its revision history still said **pending**. The input arrived on 2026-08-09 and 2026-08-10 in #126 and had not been written down anywhere.", "u1")
    ndq = "The hypothesis was \"low-cost probes do not report true VWC\". The field answer is sharper: these probes are factory-calibrated against **dry air = 0%** and **submerged in water = 100%**."
    rec(P2_NEVERDRY, [nd1], ndq, True, "ellipsis", ["The hypothesis", "The field answer", "these probes"], "NeverDry's soil-moisture model assumed that low-cost probes do not report true VWC; the field input from #126 is sharper: low-cost soil-moisture probes are factory-calibrated against dry air = 0% and submerged in water = 100%.", author="u1")
    rec(P2_NEVERDRY, [nd1, (U, ndq, "u1")], P2_S_ZIGBEE, False, SAME, [], None, author="u1")
    lend(P2_NEVERDRY, [nd1], P2_S_WRONG, SELF, P2_SOMOSE)

    mo1 = (U, "SN-2: Sensor calibration constants -> moisture percentage. Convert raw ADC to 0-100% using dry/wet calibration values.", "u1")
    rec(P2_MODSOIL, [mo1], "**Acceptance criteria**\n- [ ] 0% in dry air, 100% submerged, clamped outside that range", True, "ellipsis", ["that range"], "Acceptance criteria for converting the ModularSoilMoistureSensor's raw ADC to a 0-100% moisture percentage: 0% in dry air, 100% submerged, clamped outside that range.", author="u1")
    lend(P2_MODSOIL, [mo1], P2_S_WRONG, SELF, P2_SOMOSE)

    so1 = (U, "Questionable Moisture Values. I am currently experimenting witch 2 SoMoSe Sensors (v2.2). I callibrated them (put in glass of water = 100%, in air=0%). When i put them in a very wet plant pot i see strange values. Sometimes i get a reading of about 25% - sometimes i get a reading of about 10% - none of them seem to correllate strongly to the real moisture as i can water the plant w/o noticeable change in readings.\n\nAny ideas? Electromagnetic interference? (LED light installed) \"Wrong\" soil?", "u1")
    soa = "It is more likely the calibration. " + P2_S_WRONG + "\n\nIt would be better to calibrate the sensor in dry and saturated soil. This way the dielectric properties of the soil will be taken into account during calibration."
    rec(P2_SOMOSE, [so1], soa, True, "pronoun", ["It", "the calibration", "the sensor"], "The strange SoMoSe v2.2 readings in a very wet pot more likely come from calibrating in water and air, which is wrong: calibrate the SoMoSe sensor in dry and saturated soil so that the soil's dielectric properties are taken into account.", author="u2")
    soq = "sounds reasonable as you say it.... only the factory default triggered me to use the water-air-method."
    rec(P2_SOMOSE, [so1, (A, soa, "u2")], soq, True, "pronoun", ["it", "the factory default"], "Calibrating the SoMoSe sensor in dry and saturated soil sounds reasonable; only the SoMoSe factory default made me use the water-air method.", author="u1")
    lend(P2_SOMOSE, [so1], P2_S_ZIGBEE, SAME, P2_NEVERDRY)

    fl1 = (U, "Soil moisture scalling. Would it be possible to provide some interface to scale the soil moisture to a given range?\n\nMy sensor shows 0% when in air, 100% when plant is fully watered, but when the plan soil is very dry (depends on the soil type) it shows like 60 or 80.", "u1")
    rec(P2_FLOWER, [fl1], "no plans for implementing this, contributions are always welcome", True, "pronoun", ["this"], "There are no plans to add an interface to scale the diyruz flower sensor's soil moisture to a given range; contributions are always welcome.", author="u2")

    se1 = (U, "No temperature compensation of the EC. According to the code, the soil_ec value remains the same regardless of the temperature. According to the Teros 12 manual, the soil_ec is temperature corrected using:\n\nsoil_ec = soil_ec/(1.0f+0.019f*(soil_temp-25.0f));", "u1")
    seq = "Is there any reason why you have not performed a temperature correction of the read EC?"
    rec(P2_SOILEC, [se1], seq, True, "ellipsis", ["the read EC"], "Is there any reason why kromadg's soil-sensor code does not temperature-correct the soil EC it reads, as the Teros 12 manual does?", author="u1")
    sea = "Hey Daniel!\n\nThanks for the review.\n\nThere's a temperature compensation in [soil_pore_permittivity calculation](https://github.com/kromadg/soil-sensor/blob/main/soil_sensor.ino#L66), as in Hilhorst 2000 paper."
    rec(P2_SOILEC, [se1, (U, seq, "u1")], sea, True, "ellipsis", ["the review"], "kromadg's soil-sensor has a temperature compensation in its soil_pore_permittivity calculation, as in the Hilhorst 2000 paper.", author="u2")
    lend(P2_SOILEC, [se1], P2_S_ZIGBEE, SAME, P2_NEVERDRY)

    # ---- EEG and electrophysiology: mains noise ----
    od1 = (U, "Update minimizing noise documentation. Closes #82", "u1")
    lend(P2_OBDOC154, [od1], P2_E_DC, SELF, P2_BRAINBAY)

    o81 = (U, "Update GUI Troubleshooting and Minimizing Noise Docs. Can we combine feedback with the common causes of noisy data below and add the cumulative list of suggestions to relevant troubleshooting sections in the Docs:\n\nbattery low\ndongle too close to computer\nbluetooth noise in the room\nincorrect electrode connections", "u1")
    rec(P2_OBDOC82, [o81], "This ticket would add just a little more data and cleanup: https://docs.openbci.com/Troubleshooting/minimizingNoise/", True, "pronoun", ["This ticket"], "The OpenBCI docs ticket on combining customer feedback with the common causes of noisy data would add just a little more data and cleanup to https://docs.openbci.com/Troubleshooting/minimizingNoise/", author="u1")
    lend(P2_OBDOC82, [o81], P2_E_DC, SELF, P2_BRAINBAY)

    gu1 = (U, "Cyton Board: Rhythmic Spikes on EEG signal while acquiring two occipital channels. Hi,\nI'm trying to acquire ECG (Einthoven triangle) and EEG (from O1 and O2 locations) signals with the cyton board. I'm using gold electrodes with conductive paste for EEG and regular Ag/Cl for ECG. I can observe correct alpha rhythms and correct ECG waveform.", "u1")
    rec(P2_OBGUI, [gu1], "The problem is I see regular spikes on both EEG traces, and I initially assumed them to be ECG artifacts. They are, however, not always in sync with ECG so I'm not sure about their nature.", True, "ellipsis", ["both EEG traces"], "Recording ECG and two occipital EEG channels (O1, O2) with an OpenBCI Cyton board, I see regular spikes on both EEG traces; I assumed they were ECG artifacts, but they are not always in sync with the ECG, so I'm not sure what they are.", author="u1")
    lend(P2_OBGUI, [gu1], P2_E_NO60, SAME, P2_CLOUDBRAIN)

    ex1 = (U, "The SSVEP data collected on openbci can not detect the peak value of 20Hz. Does the ssevp data collected by openbci and muse have the same effect", "u1")
    rec(P2_EEGEXPY, [ex1], "@znnnnn1 it does in theory but depending on your setup, the OpenBCI device might have a noisier signal. Can you share the results you received?", True, "pronoun", ["it", "your setup"], "SSVEP data collected with OpenBCI and with Muse should have the same effect in theory, but depending on the setup the OpenBCI device might have a noisier signal. Can you share the results you received?", author="u2")
    lend(P2_EEGEXPY, [ex1], P2_E_MOVE, SELF, P2_OBDOC154)

    cb1 = (U, "No 60 Hz line filter on the OpenBCI 32 Bit board.", "u1")
    rec(P2_CLOUDBRAIN, [cb1], P2_E_NO60, False, SAME, [], None, author="u1")
    rec(P2_CLOUDBRAIN, [cb1, (U, P2_E_NO60, "u1")], "This code is misleading because the filter will not have an effect.", True, "pronoun", ["This code", "the filter"], "cloudbrain's OpenBCI connector code that enables a 60 Hz filter is misleading, because the filter has no effect on the OpenBCI 32 bit board.", author="u1")

    ma1 = (U, "Cannot make it work correclty the brain signals. Hello dear Mindaffect community. I have installed and made it run. But the problem is, it does not show a good reaction to the brain signals, it shows only the noise without reaction even to the eye blink. It is installed on windows 10. ... I am using OPEN BCI Cyton, so I changed like com7 and id=0. So it reads the signal and it reacts only when I move the board itself. But when I wear a headband, in general shows only noise. What can be a solution?", "u1")
    maq = "This is how it looks when I move the board. So it means it reads the board signal correctly, but the accusation itself does not show a real signal from the brain."
    rec(P2_MINDAFFECT, [ma1], maq, True, "pronoun", ["This", "it", "the board"], "When I move the OpenBCI Cyton board, pymindaffectBCI's signal viewer reacts, so it reads the board's signal correctly, but the acquisition itself does not show a real signal from the brain.", author="u1")
    lend(P2_MINDAFFECT, [ma1], P2_E_NOTCH, SAME, P2_OBDOC154)

    oa1 = (U, "Hypersensitivity in Running OpenBCI Ganglion. I see activity of channels even when none of electrodes is not connected. How to resolve this issue?", "u1")
    rec(P2_OBARCHIVE, [oa1], "`This` is ambient electrical noise, there is no issue here. :)", True, "pronoun", ["`This`"], "The channel activity an OpenBCI Ganglion shows with no electrodes connected is ambient electrical noise; there is no issue.", author="u2")
    lend(P2_OBARCHIVE, [oa1], P2_E_MOVE, SELF, P2_OBDOC154)

    e61 = (U, "noise can not be removed. Hi\n when i use OE to record, i suddently has strong 50 hz noise which can not be remove. \nI tried different OE board, differen headstage and animal. it turn out same result. \nI ground the Faraday Cage, holder and everything.\n\ncan any one help me \nthanks a lot!", "u1")
    e6a = "A couple things to try:\n- Make sure the acquisition board is grounded (you can clip to the BNC cable on the back)\n- Completely unplug any devices near the animal (sometimes devices can cause noise even when powered off)\n- Add a [Common Avg Ref](https://open-ephys.github.io/gui-docs/User-Manual/Plugins/Common-Average-Reference.html) plugin after the Record Node but before the LFP Viewer. This is not as good as removing the physical sources of the noise, but it may be sufficient for getting rid of the 50 Hz artifact."
    rec(P2_OEPHYS596, [e61], e6a, True, "ellipsis", ["A couple things"], "To remove strong 50 Hz noise from Open Ephys recordings: make sure the acquisition board is grounded (clip to the BNC cable on the back), completely unplug devices near the animal, and add a Common Avg Ref plugin after the Record Node and before the LFP Viewer, which may be enough to get rid of the 50 Hz artifact.", author="u2")

    e41 = (U, "Notch filter. The current version does not have a notch filter module available. Is it possible to implement this? Think this would be very usefull to filter out 60 Hz noise in ephys recordings. \na 2014 version of Open Ephys contained a notch filter, but this was never merged in the newer version it appears.", "u1")
    rec(P2_OEPHYS421, [e41], "This should be fairly straightforward to add. In the meantime, have you tried using a Common Avg. Reference? That may be sufficient to remove the 60 Hz noise you're seeing.", True, "pronoun", ["This"], "A notch filter module should be fairly straightforward to add to the Open Ephys GUI. In the meantime, have you tried a Common Avg. Reference? It may be sufficient to remove the 60 Hz noise in your ephys recordings.", author="u2")
    lend(P2_OEPHYS421, [e41], P2_E_NOTCH, SAME, P2_OBDOC154)

    ep1 = (U, "Values without electrode connected. Hi,\n\nFirst of all, thank you for the awesome library! This provides just exactly what I want. \nI am trying to interpret the values from the eeg-pipes library and the OpenBCI. What I am trying to do is to build a neurofeedback system that specifically targets alpha waves. \n\nWhen I tried this library without connecting any electrode on my head, I could see some values on my terminal. Is it safe to consider those values as noise values? Attached is the screenshot of the terminal and my code. Thanks for help!", "u1")
    rec(P2_EEGPIPES, [ep1], "Yep. Those values are going to be the per-band frequency components of whatever signal is going through the EEG electrodes when it's not on your head. Not very useful, but at least an indication that you've got all the software hooked up right and data is flowing!", True, "pronoun", ["Those values"], "Yes: the values eeg-pipes prints with no electrode on the head are the per-band frequency components of whatever signal goes through the EEG electrodes; not very useful, but they show the software is hooked up right and data is flowing.", author="u2")
    lend(P2_EEGPIPES, [ep1], P2_E_NO60, SAME, P2_CLOUDBRAIN)

    nt1 = (U, "Electrical noise using silicon probe. Hi,\nI have a linear 16 electrode silicon probe implanted in S1 of my mouse and I would like to record this activity in the Neurotar device. If I simply record the activity while the mouse is freely moving in a small arena, the noise level is within the normal range. However, once I head-retrain the mouse in the Neurotar set-up, the noise levels are bad.", "u1")
    ntq = "I've tried to determine where the noise (60 Hz) comes from but I have till now been unsuccessful. Is there some trick that I have not thought of to reduce this noise? \n\nAny advice would be greatly appreciated.\n\nIlja"
    rec(P2_NEUROTAR, [nt1], ntq, True, "pronoun", ["the noise (60 Hz)", "this noise"], "Is there a trick to reduce the 60 Hz noise on a 16-electrode silicon probe in mouse S1 when the mouse is head-restrained in the Neurotar set-up? I have not found where the noise comes from.", author="u1")
    rec(P2_NEUROTAR, [nt1, (U, ntq, "u1")], "Hi Ilja,\n\nAccording to our own measurements as well as our users with ephys rigs, \ndevice itself makes a weak noise at 100 Hz. This noise level is quite \nsmall and noticeable only under certain conditions. This noise (even if \nit is noticeable) can be easily eliminated by device' lid grounding.", True, "ellipsis", ["device itself"], "According to Neurotar's measurements and its users with ephys rigs, the Neurotar device itself makes a weak 100 Hz noise, small and noticeable only under certain conditions, which grounding the device's lid easily eliminates.", author="u2")

    # ---- gliding and paragliding: variometer audio ----
    v21 = (U, "Variable Sinking & Climbing beep sounds, instead of fixed sounds. The sinking beep was programmed as a set value, which was played for every sinking rate above the sinking threshold.", "u1")
    rec(P2_VARIO21, [v21], "with this commit, the user can configure the sinking beep as it were before (fixed sound: change SINKING_BEEP_FREQ_UPDATE 0 in beeper.h) or set a sink sound update frequency in milliseconds. (currently set to 1 - change smoothly and rapidly)", True, "pronoun", ["this commit"], "With the arduino-variometer variable-beep commit, the user can keep the fixed sinking beep (SINKING_BEEP_FREQ_UPDATE 0 in beeper.h) or set a sink sound update frequency in milliseconds (currently 1: changes smoothly and rapidly).", author="u1")
    lend(P2_VARIO21, [v21], P2_V_TRADE, SAME, P2_SKYDROP438)

    v33 = (U, "Variable Climbing sound. Hi Baptiste, I see that in aa9d997822746be28f4f0cfbc94a897504288c03 You implemented the variable sinking beep, but not the variable climbing beep. I wonder if you tested it and were just unhappy with the change, or for any other reason?", "u1")
    v33q = "My patch did not break or changed the previous behaviour, but it added functionality - being able to set a climbing beep that is varying in frequency during a beep, or keeping the monotonous beep."
    rec(P2_VARIO33, [v33], v33q, True, "pronoun", ["My patch", "the previous behaviour"], "My arduino-variometer patch for a variable climbing beep did not break or change the previous behaviour; it adds the option of a climbing beep that varies in frequency during a beep, or keeping the monotonous beep.", author="u1")
    rec(P2_VARIO33, [v33, (U, v33q, "u1")], P2_V_MANY, False, SAME, [], None, author="u1")
    v33b = (U, v33q + " " + P2_V_MANY + " and I find it a lot more informative as I don't need to wait for the next beep to understand the variance in climb rate since the current beep started.", "u1")
    rec(P2_VARIO33, [v33, v33b], "I just tested it without flying and I like it.", True, "pronoun", ["it"], "I just tested the arduino-variometer variable climbing sound pull request without flying, and I like it.", author="u2")

    v17 = (U, "Suggestion: Beeper shouldn't beep as soon as climb rate changes. Hey,\nI wonder if this is upsetting to anyone else except me;\nwhenever your climb rate changes, a new beep sound plays through the speaker, overriding the break you would normally get between two consecutive beeps in other varios.\nI find it distracting, and I think of it as a bug.", "u1")
    rec(P2_VARIO17, [v17], "Hi lshachar !\n\nI don't notice the bug you report. Sometimes you get two consecutive beeps without break between them ?", True, "ellipsis", ["the bug you report"], "I don't notice the arduino-variometer bug where a climb-rate change plays a new beep without the usual break: do you sometimes get two consecutive beeps without a break between them?", author="u2")
    lend(P2_VARIO17, [v17], P2_V_DELAY, SAME, P2_SKYDROP438)

    t13 = (U, "Beep'ing variometer at ZERO. Hi\nI just updated my Taranis and noticed anoying change.", "u1")
    t13q = "Variometer always is silent when there is no ascending and descending (when glider is flying normal) but now it is beeping always at ZERO."
    rec(P2_OPENTX1305, [t13], t13q, True, "pronoun", ["now it"], "Since I updated my Taranis to the new OpenTX, the variometer beeps at zero all the time, though it used to be silent when the glider neither ascends nor descends.", author="u1")
    lend(P2_OPENTX1305, [t13], P2_V_BUZZER, SELF, P2_SKYDROP70)

    t20 = (U, "Turning variometer's sound signaling on and off. Welcome,\nI'd like to know if you plan to add the ability to turn on and off the variometer's sound signaling when the model is not flying. This problem mostly affects the pilots of RC Gliders.", "u1")
    t20a = "Define \"not flying\". \nThen from that definition (for example altitude >5m) create a logical switch that will turn the vario on only when that condition is true."
    rec(P2_OPENTX2076, [t20], t20a, True, "ellipsis", ["\"not flying\""], "In OpenTX, define when an RC glider is \"not flying\" (for example altitude >5m), then create a logical switch that turns the variometer sound on only when that condition is true.", author="u2")
    # "it" is the model named earlier in the same sentence: a trap in its own thread.
    rec(P2_OPENTX2076, [t20, (A, t20a, "u2")], "Vario informs about the vertical velocity of the model, so you can tell if it's going up or down.", False, SELF, [], None, author="u1")

    s48 = (U, "Suppress fast vario sound change. The fact that the variometer uses accelerometer gives very direct feedback, but it's also very \"nervous\", especially in turbulent air.", "u1")
    rec(P2_SKYDROP438, [s48], "After switching from Skytraxx to SkyDrop, i didn't really get used to it.", True, "pronoun", ["it"], "After switching from Skytraxx to SkyDrop, I didn't really get used to SkyDrop's very nervous accelerometer-based vario sound.", author="u1")
    s48b = (U, "Found out there is a setting called \"Digital vario averaging, in s\", but this doesn't affect the sound.", "u1")
    s48a = "The Digital vario averaging is only for the widget (display only).\n" + P2_V_TRADE + "\n" + P2_V_DELAY + "\nMaybe we can change the on/off nature of the accelerometer to percentage, so you can fine-tune the gain of the vario.\n\nWill that work for you?"
    rec(P2_SKYDROP438, [s48, s48b, (A, s48a, "u2")], "Hi!\n\nYes, this could be a good solution! Of course to be tried in the air :-)\n\nThanks", True, "pronoun", ["this"], "Changing SkyDrop's on/off accelerometer setting to a percentage, to fine-tune the vario's gain, could be a good solution; of course to be tried in the air.", author="u1")
    rec(P2_SKYDROP438, [s48, s48b], "The Digital vario averaging is only for the widget (display only).", False, SAME, [], None, author="u2")

    s70 = (U, "zero lift tone. hi,\nmaybe you can implement a specific tone to indicate zero lift. some varios have that function and in some cases it's helpful.\nthx", "u1")
    s70a = "do you mean something like flymaster's  \"buzzer sound\" function?"
    rec(P2_SKYDROP70, [s70], s70a, True, "ellipsis", [], "Do you mean a SkyDrop zero-lift tone like Flymaster's \"buzzer sound\" function?", author="u2")

    ga1 = (U, "The beep should reflect immediate Vz, not its average. The beep seems to be linked to the average Vz, not the immediate Vz.", "u1")
    lend(P2_GAGGLE, [ga1], P2_V_BUZZER, SELF, P2_SKYDROP70)
    lend(P2_GAGGLE, [ga1], P2_V_WONDER, SAME, P2_XCSOAR)

    xc1 = (U, "improve vario sound. frankly... its terrible.", "u1")
    xc2 = (U, "While researching the new sound design for XCSoar (see #2593), I also noticed that the Vario sound is extremely poor.", "u2")
    xcq = "What should the Vario ideally sound like? Would something like https://youtu.be/Ubc88NkWnN0 be good?"
    rec(P2_XCSOAR, [xc1, xc2], xcq, True, "ellipsis", ["the Vario"], "What should XCSoar's variometer ideally sound like? Would something like https://youtu.be/Ubc88NkWnN0 be good?", author="u2")
    rec(P2_XCSOAR, [xc1, xc2, (U, xcq, "u2")], P2_V_WONDER, False, SAME, [], None, author="u2")
    lend(P2_XCSOAR, [xc1], P2_V_MANY, SAME, P2_VARIO33)

    # ---- poker: hand evaluators and hand rankings ----
    k18 = (U, "Incorrect rankings? Shouldn't an Ace high straight flush be the highest ranking hand in poker? But it seems you have it ranked 10th.", "u1")
    k18q = "I did some checking and a 5 high straight flush is the number 1 hand. Am I mis-interrupting the rankings?"
    rec(P2_PKEVAL18, [k18], k18q, True, "ellipsis", ["the rankings"], "In chenosaurus/poker-evaluator a 5-high straight flush is ranked as the number 1 hand and an ace-high straight flush 10th; am I misinterpreting the evaluator's rankings?", author="u1")
    # The asker narrows his own reading of the ranks against the previous turn: a correction.
    rec(P2_PKEVAL18, [k18, (U, k18q, "u1")], "Actually I misunderstood the rankings. " + P2_K_HIGHER + " Such that a 5 high straight flush is ranked 1 as is the bottom full house 22233.", True, "correction", ["the rankings"], "In chenosaurus/poker-evaluator the rank counts within a hand type, and a higher rank is better: a 5-high straight flush is ranked 1 among straight flushes, as the bottom full house 22233 is among full houses.", author="u1")
    lend(P2_PKEVAL18, [k18], P2_K_FLUSHREP, SAME, P2_PYPOKER)

    k29 = (U, "Royal flush is recognized as straight flush. I am trying to get a royal flush using below code, but it returned as straight flush. From 10 to A, it's all Spade. It should be royal flush, right?\n\n```\nconst royalFlush = evaluator.evalHand([\"As\", \"Ks\", \"Qs\", \"Js\", \"Ts\", \"3c\", \"7h\"]);\n```", "u1")
    k29a = "Hi @y0unghe \n\nYou’re right, although in this library there is no technical difference between a straight flush and a royal flush, apart from the latter being higher/beating the former."
    rec(P2_PKEVAL29, [k29], k29a, True, "pronoun", ["this library"], "In chenosaurus/poker-evaluator there is no technical difference between a straight flush and a royal flush, apart from the royal flush ranking higher and beating other straight flushes.", author="u2")
    lend(P2_PKEVAL29, [k29], P2_K_KICKERS, SAME, P2_POKERL)

    k4 = (U, "3 card fill is broken. 3CardConverter.fillHand is currently broken. It incorrectly assigns ranks to cards, and it does not look for Ace-low straights.\n\nTo see this bug in action, try\n    fillHand(['as', '4s', '5d']);\nor\n    evalHand(['as', '4s', '5d']);", "u1")
    rec(P2_PKEVAL4, [k4], "you are right.\nPokerEvaluator.evalHand([ 'Ah', '2s', '3c' ])\nis invalid card..", True, "ellipsis", [], "poker-evaluator's 3-card fill is indeed broken: PokerEvaluator.evalHand([ 'Ah', '2s', '3c' ]) returns invalid card.", author="u2")
    lend(P2_PKEVAL4, [k4], P2_K_FLUSHREP, SAME, P2_PYPOKER)

    ho1 = (U, "straight_flush bug. Incorrect Straight Flush rank.  Need to check same 5 cards are flush and straight.\n\n```\nhand = PokerHand.new('9c Th Jh Qh Kh 2h 3h')\nhank.rank    # =>  \"Straight Flush\"\n```", "u1")
    lend(P2_HOLDEM, [ho1], P2_K_HIGHER, SAME, P2_PKEVAL18)
    lend(P2_HOLDEM, [ho1], P2_K_NUT, SAME, P2_PKEVAL29)

    ph1 = (U, "Wrong evaluation / calculation of Flush and perhaps EvaluateRankByHighestCards. An example:\n\nTwo flushes:\n\n3,4,5,10,13\n\n4,5,7,10,12", "u1")
    rec(P2_PHE, [ph1], "The 1st one should win but it didn't.\n\nA new formula should be invented here.", True, "position", ["The 1st one", "it", "here"], "In danielpaz6's Poker-Hand-Evaluator the flush 3,4,5,10,13 should beat the flush 4,5,7,10,12, but it didn't; a new formula for evaluating flushes is needed.", author="u1")
    lend(P2_PHE, [ph1], P2_K_KICKERS, SAME, P2_POKERL)

    tr1 = (U, "Possible incorrect hand evaluation. Could you have a look at my screenshot? I think the hand evaluation is wrong because that is not supposed to be straight.", "u1")
    tra = "Hi eukrit, this does look like a straight to me: TJQKA, also known as a broadway straight. And since both hole cards are clubs it doesn't complete the flush. I think everything is working as expected."
    rec(P2_TREYS, [tr1], tra, True, "pronoun", ["this"], "The hand in eukrit's treys screenshot is a straight, TJQKA (a broadway straight), and since both hole cards are clubs it doesn't complete the flush; treys is working as expected.", author="u2")

    py1 = (U, "Flush evaluation is wrong. I know this repo is not maintained, I still post this issue here in case anyone being confused about its behavior.\n\n```\nplayer [SixPlayer] gets hole card ['D5', 'HA'], current stack 100\nplayer [G7Player] gets hole card ['CQ', 'D7'], current stack 100\n\nStreet \"river\" started. (community card = ['DQ', 'DJ', 'D9', 'CK', 'D6'])\n\"['SixPlayer']\" won the round 1\n```", "u1")
    pyq = "Apparently, `G7` shall win the game, because it has FLUSH with \"D7\", but `SixPlayer` has FLUSH with \"D5\". The result is wrong."
    rec(P2_PYPOKER, [py1], pyq, True, "ellipsis", ["the game", "The result"], "In PyPokerEngine, with community cards DQ DJ D9 CK D6, G7Player's flush with D7 should beat SixPlayer's flush with D5, but SixPlayer was declared the winner.", author="u1")
    rec(P2_PYPOKER, [py1, (U, pyq, "u1")], P2_K_FLUSHREP, False, SAME, [], None, author="u1")

    om1 = (U, "Royal street flush vs street flush evaluated incorrectly. Board:  KsQsJsTs9d\nFirst hand:  AsAh. Strength:   36866\nSecond: Ac9s. Strength:   36867\n\nFirst-hand makes street flush so it rank should higher.", "u1")
    oma = "Well, second hand is also a street flush, but, indeed first hand is a winner."
    rec(P2_OMPEVAL, [om1], oma, True, "position", ["second hand", "first hand"], "On the board KsQsJsTs9d, the hand Ac9s is also a straight flush, but indeed AsAh (a royal flush) should win in OMPEval.", author="u2")
    rec(P2_OMPEVAL, [om1, (A, oma, "u2")], "First one is royal flush. I have corrected title. Thanks.", True, "position", ["First one"], "The hand AsAh on board KsQsJsTs9d is a royal flush; I have corrected the OMPEval issue title. Thanks.", author="u1")
    lend(P2_OMPEVAL, [om1], P2_K_NUT, SAME, P2_PKEVAL29)

    pl1 = (U, "Flush should return 5 kickers", "u1")
    rec(P2_POKERL, [pl1], P2_K_KICKERS, False, SAME, [], None, author="u1")

    so1p = (U, "Straight not evaluated properly. Board: 10s Jd Qc 6d 5c\nHand1: 9h Ks\nHand2: 9s Ah\n\nExpected result: Hand1 wins, Straight\nActual result: Hand2 wins. A high", "u1")
    rec(P2_POKERSOLVER, [so1p], "The 10's should be passed as `T` and it will work:\n\nBoard: `Ts Jd Qc 6d 5c`", True, "ellipsis", ["The 10's", "it"], "In pokersolver, tens must be passed as `T` (board `Ts Jd Qc 6d 5c`), and then 9h Ks is correctly evaluated as a straight that wins.", author="u2")
    lend(P2_POKERSOLVER, [so1p], P2_K_HIGHER, SAME, P2_PKEVAL18)

    # ---- riichi mahjong: han and fu scoring ----
    m40 = (U, "Fu calculation error. \n```\ncalculator = HandCalculator()\n\n# we had to use all 14 tiles in that array\ntiles = TilesConverter.one_line_string_to_136_array(\"234m11123567774s\")\nwin_tile =TilesConverter.one_line_string_to_136_array(\"4s\")[0]\n\nresult = calculator.estimate_hand_value(tiles, win_tile,config=HandConfig(is_tsumo=True))\n```\nRETURN\n```\n1 30\n500\n[Menzen Tsumo]\n{'fu': 20, 'reason': 'base'}\n{'fu': 4, 'reason': 'closed_pon'}\n{'fu': 2, 'reason': 'tsumo'}\n```", "u1")
    m40q = "`{'fu': 4, 'reason': 'closed_pon'}` should be `{'fu': 8, 'reason': 'closed_terminal_pon'}`"
    rec(P2_MJ40, [m40], m40q, True, "ellipsis", [], "For the hand 234m11123567774s won by tsumo on 4s, the mahjong library's fu details give {'fu': 4, 'reason': 'closed_pon'} where they should give {'fu': 8, 'reason': 'closed_terminal_pon'}.", author="u1")
    rec(P2_MJ40, [m40, (U, m40q, "u1")], "Good catch. It doesn't change hand cost (both hands cost 1 han 30 fu), but it affects displaying of fu details. Will fix it in next days.", True, "pronoun", ["It", "both hands", "it"], "The closed_pon versus closed_terminal_pon error in the mahjong library doesn't change the hand's cost (1 han 30 fu either way), but it affects the displayed fu details; it will be fixed in the next days.", author="u2")

    m41 = (U, "Another fu calculation error. This seems similar to #40, but I'm not sure if it's actually a duplicate. In this case it impacts the reported cost:\n```\ntiles = TilesConverter.one_line_string_to_136_array('11112233444m555p')\nmelds = [Meld(meld_type=Meld.CHI, tiles=TilesConverter.string_to_136_array(man='123'))]\nwin_tile = TilesConverter.one_line_string_to_136_array('1m')[0]\n```\n```\n1 40\n1300\n[Houtei Raoyui]\n{'fu': 20, 'reason': 'base'}\n{'fu': 8, 'reason': 'closed_terminal_pon'}\n{'fu': 4, 'reason': 'closed_pon'}\n```", "u1")
    m41q = "There can't be a closed_terminal_pon here because one of the 1m is in a chi and another is called for ron."
    rec(P2_MJ41, [m41], m41q, True, "ellipsis", ["here"], "For the hand 11112233444m555p with a 123m chi, won by ron on 1m, the mahjong library cannot count a closed_terminal_pon, because one 1m is in the chi and another is called for ron.", author="u1")
    rec(P2_MJ41, [m41, (U, m41q, "u1")], "Thanks for the report. It was a tricky bug.", True, "pronoun", ["the report", "It"], "The mahjong library's closed_terminal_pon fu bug for a hand with a chi and a ron on the same tile was tricky.", author="u2")
    lend(P2_MJ41, [m41], P2_J_KANDORA, SAME, P2_KLEN14)

    k16 = (U, "[Bug] Incorrect Fu Count. West Closed Triplet = 8Fu\nTanki = 2Fu\nTsumo = 2Fu\n→ 40Fu, 2Han 1300 All.", "u1")
    rec(P2_KLEN16, [k16], "However, the program declared 30Fu, 2Han 2900(Ron Score)", True, "ellipsis", ["the program"], "For a hand with a closed West triplet, a tanki wait and tsumo (40 fu, 2 han, 1300 all), the mahjong.horneds.com trainer declared 30 fu, 2 han, 2900 (ron score).", author="u1")
    rec(P2_KLEN16, [k16, (U, "However, the program declared 30Fu, 2Han 2900(Ron Score)", "u1")], "Fixed in 35e0d99. Fu counting now includes correct kan values, which resolves the undercount in kan-related fu totals.", True, "ellipsis", [], "mahjong.horneds.com's fu undercount is fixed in 35e0d99: its fu counting now includes correct kan values.", author="u2")

    k6 = (U, "No points riichi hand doesn't recognize pinfu. The calculator realizes it's a 2han 20fu hand for the score, but didn't catch that the hand qualifies for pinfu on the han section.", "u1")
    rec(P2_KLEN6, [k6], "Never mind can't count.", True, "ellipsis", [], "Never mind: the mahjong.horneds.com calculator's han section for the no-points riichi hand is right; I can't count.", author="u1")

    k10 = (U, "[Request] Show fu calculation. It may be nice to see the fu calculation in a similar way as to how the Han calculation is shown, as personally I mess this up more often then the Han count.", "u1")
    rec(P2_KLEN10, [k10], "Seconded", True, "ellipsis", [], "I second the request that the mahjong.horneds.com trainer show the fu calculation the way it shows the han calculation.", author="u2")

    k14 = (U, "[BUG] Confusing Fu Calculation. I had a recent hand on the trainer where there was a Kan of Green Dragons.\nSince all triples are assumed to be closed unless shown as Ron, I assumed a closed Kan and scored it as such.\nIt looks like the trainer calculated it as an Open Kan instead of a closed one.", "u1")
    # The general rule names kans and dora indicators in full: a trap in its own thread.
    rec(P2_KLEN14, [k14], "It also occurs to me that " + P2_J_KANDORA, False, SAME, [], None, author="u1")
    rec(P2_KLEN14, [k14, (U, "It also occurs to me that " + P2_J_KANDORA, "u1")], "Another possibility is that they're calculated as closed pons", True, "pronoun", ["they"], "Another possibility is that the mahjong.horneds.com trainer calculates the Green Dragon kan and the other sets as closed pons.", author="u2")

    v60 = (U, "Possibly incorrect fu in hand 2011010103gm-00e1-0000-160b951e2.json. **Describe the bug**\nOpen pon is missing from fu details.", "u1")
    rec(P2_VAR60, [v60], "It's possible that I'm missing something obvious here, but it looks like an open pon missing from the fu details. I realize that fu is meaningless for mangan, and the rounding doesn't change the fu answer anyway.", True, "ellipsis", ["here", "the fu details", "the rounding"], "Mahjong-ScoringTrainer's hand 2011010103gm-00e1-0000-160b951e2 seems to miss an open pon from its fu details, although fu is meaningless for mangan and rounding doesn't change its fu answer.", author="u1")
    lend(P2_VAR60, [v60], P2_J_KANDORA, SAME, P2_KLEN14)

    v49 = (U, "Wrong fu explanation. **Describe the bug**\nThe fu explanation shows a hand as \"hand without fu\" when it actually has fu, and also misses the fu of the open pon.", "u1")
    v49a = "Hi @Zopo \nI get these explanations from a hand calculator from a different repo. \nThat repo unfortunately is now archived and I believe I'm using the latest version of it so I would need to change quite a lot to properly fix that."
    rec(P2_VAR49, [v49], v49a, True, "pronoun", ["these explanations", "That repo", "that"], "Mahjong-ScoringTrainer gets its fu explanations from a hand calculator in a different, now archived repo whose latest version it already uses, so fixing the wrong fu explanation properly would need a lot of changes.", author="u2")

    v34 = (U, "North seat wind not counted in yaku/han total. **Describe the bug**\nThe han count given by the app is incorrect: one of the two yakuhai sets in the hand (presumably north jikaze) is not counted", "u1")
    rec(P2_VAR34, [v34], "**Expected behaviour**\nHan total should be four (4), and not three (3)", True, "ellipsis", [], "Mahjong-ScoringTrainer should count both yakuhai sets, including the north seat wind, for a han total of four, not three.", author="u1")

    # ---- sleep apnea: CPAP machine data ----
    os3 = (U, "Add .csv file input for oximeter data. I have a oximeter by Wellue called WearO2 which is similar to the O2Ring. The oximeter data is sync to an android app which can export a .csv file for import into CPAP software such as Oscar.", "u1")
    rec(P2_OSCAR3, [os3], "I cannot find a way that it can be done, it seems OSCAR only accept binary data. So wondering whether it can be added to OSCAR as .csv file are fairly generic and support by many programs.", True, "pronoun", ["it", "it"], "I cannot find a way to import my Wellue WearO2 oximeter's .csv export into OSCAR, which seems to accept only binary data; could .csv import of oximeter data be added to OSCAR, as .csv files are generic and supported by many programs?", author="u1")
    lend(P2_OSCAR3, [os3], P2_C_LPWRITE, SAME, P2_HMS4)

    os1 = (U, "Export all the data for a day or more. Hi,\ni can't find a way to export all the data (including flow)\nfor cutiosity, i'd like to see what is exactl record by my CPAP (respironic dreamstation)\nthanks for your works\nAspe", "u1")
    rec(P2_OSCAR1, [os1], "Hey, sorry I didn't respond immediately. I'm not the main maintainer of this, I was just curious about it and forked it. You should head over to the official gitlab repo if you want to suggest a feature, as I'm currently working on other projects.", True, "pronoun", ["this", "it"], "I'm not the main maintainer of OSCAR, I only forked it out of curiosity; to suggest exporting a day's full CPAP data, head over to OSCAR's official gitlab repo.", author="u2")
    lend(P2_OSCAR1, [os1], P2_C_LPWRITE, SAME, P2_HMS4)

    h17 = (U, "O2 CSV import Issue? I have a Wellue O2 ring, and I exported the CSV and tried to upload, but it's saying there's no O2 data found. I did try the same file on SleepHQ and it works there.", "u1")
    rec(P2_HMS17, [h17], "show be resolved in the next release.", True, "ellipsis", [], "hms-cpap's 'no O2 data found' on a Wellue O2 ring CSV upload should be resolved in the next release.", author="u2")

    h13 = (U, "Lowenstein: AHI inflated — `total_events` counts snoring (151) and flow limitation (3) as apnea/hypopnea. When using `CPAP_SOURCE=lowenstein` with a Löwenstein Prisma Smart Max (firmware 3.17.0008), the AHI values reported by HMS-CPAP are severely inflated. For example, the web UI and API report an AHI of **66.48**, while the actual apnea + hypopnea count yields an AHI of approximately **8.8**.", "u1")
    rec(P2_HMS13, [h13], "The root cause appears to be that the Lowenstein XML event parser counts **all** `RespEvent` types into `total_events`, then uses that for AHI calculation — instead of filtering to only apneas (RespEventID 1) and hypopneas (RespEventID 2).", True, "ellipsis", ["The root cause", "the Lowenstein XML event parser"], "HMS-CPAP's inflated AHI for Löwenstein machines seems to come from its Lowenstein XML event parser counting all RespEvent types into total_events and using that for AHI, instead of only apneas (RespEventID 1) and hypopneas (RespEventID 2).", author="u1")
    lend(P2_HMS13, [h13], P2_C_BINARY, SAME, P2_OSCAR3)

    h4 = (U, "lowenstein support. Thanks for this project. Any plans for adding Lowenstein Prisma machine support (also EDF files, supported by OSCAR).", "u1")
    h4a = "Need to review LP structure but we can add support no problem at all. Would be a great help to have samples of the structured data if you are up to"
    rec(P2_HMS4, [h4], h4a, True, "ellipsis", ["LP structure"], "hms-cpap needs to review the Löwenstein Prisma data structure but can add support for it; samples of the structured data would be a great help.", author="u2")

    u25 = (U, "Feature Resuest: compatibility with other machines. I have a Lowenstein Prisma 20A and use SleepHQ\n\nThe upload script fails as it is looking for ResMed files:\n\n```\n[16:09:07] [ERROR] [FileUploader] Cannot open /DATALOG folder\n```", "u1")
    u25q = "It would be great if we could specify machine type and the appropriate files flagged for upload.\nMaybe a variable in config.json?"
    rec(P2_UPLOADER25, [u25], u25q, True, "ellipsis", ["the appropriate files"], "Could CPAP_data_uploader let us specify the machine type (e.g. a Löwenstein Prisma 20A rather than a ResMed) and flag the appropriate files for upload, maybe with a variable in config.json?", author="u1")
    rec(P2_UPLOADER25, [u25, (U, u25q, "u1")], "The 20A only stores 14 nights of detailed data (hence why I want the automatic uploads) and only keeps basic stats thereafter so the files don't get very big.", True, "ellipsis", ["The 20A", "the files"], "The Löwenstein Prisma 20A stores only 14 nights of detailed data and keeps only basic stats after that, so its files don't get very big; that is why I want CPAP_data_uploader's automatic uploads.", author="u1")
    lend(P2_UPLOADER25, [u25], P2_C_BINARY, SAME, P2_OSCAR3)

    u16 = (U, "ResMed 10 user - not all relevant sdcard files are uploaded to SMB for OSCAR to recognize it as valid CPAP \"SD card files\". Hey, here is user UARS-Stinks from reddit.", "u1")
    rec(P2_UPLOADER16, [u16], "Here are the requested logs that I could trigger from the webserver - I see that I was not catching all of the upload process, but it should give you and idea. If you need more logs, let me know.", True, "ellipsis", ["the requested logs", "it"], "Here are the CPAP_data_uploader webserver logs for the ResMed 10 SD-card upload that OSCAR doesn't recognize; they miss part of the upload process but should give an idea.", author="u1")

    gl1 = (U, "add AHI or FL95 or AHI as baseline. Thanks for making this  repo available.", "u1")
    glq = "It would be good to add a common metric such as AHI or FL95 (i.e., 95th-percentile) to \"Detailed Night-by-Night Results\" as a baseline."
    rec(P2_GLASGOW, [gl1], glq, True, "ellipsis", ["\"Detailed Night-by-Night Results\""], "The Multi-Night Glasgow Index Analyzer should add a common metric such as AHI or FL95 (95th-percentile flow limitation) to its \"Detailed Night-by-Night Results\" as a baseline.", author="u1")
