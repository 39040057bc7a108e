"""df34 record blocks: one call per record, every turn quoted (trimmed) from the thread at its URL.

Each turn is (role, text, speaker): speakers are per-conversation pseudonyms, "u1", "u2", ...
by first appearance (the thread's opener is "u1"); a lent (paired) question's speaker is None
(who would ask it in this thread is unknown)."""
# ruff: noqa: E501

GH = "https://github.com/"
# ==== part 1 (helper cdf1, thirtieth pass): engineering threads in areas no earlier df part collected ====

SAME = "trap_same_domain_new_topic"
SELF = "trap_self_contained_pronoun"


# ---- NumPy 2.0's ABI break: "A module that was compiled using NumPy 1.x cannot be run in NumPy 2.0" ----
SCRIBE6 = GH + "1984Doc/AI-Scribe/issues/6"
SPYDER23561 = GH + "spyder-ide/spyder/issues/23561"
AGLOW8 = GH + "geoffryan/afterglowpy/issues/8"
PYFDA253 = GH + "chipmuenk/pyfda/issues/253"
POPCON120 = GH + "cfs-energy/cfspopcon/issues/120"
ATRAIN10 = GH + "JuergenFleiss/atrain_core/issues/10"
FDASRSF56 = GH + "jdtuck/fdasrsf_python/issues/56"
DRAGGAN469 = GH + "XingangPan/DragGAN/issues/469"
CC3D125 = GH + "seung-lab/connected-components-3d/issues/125"
LAVIS755 = GH + "salesforce/LAVIS/issues/755"
NP_ABI = "NumPy 2.0 has been recently released, and modules compiled against previous versions are incompatible with it (but compiling against 2.0 apparently IS compatible with previous versions)."
NP_OLDEST = "`oldest-supported-numpy` is no longer needed per https://github.com/scipy/oldest-supported-numpy."
NP_NAN = "AttributeError: `np.NaN` was removed in the NumPy 2.0 release. Use `np.nan` instead.. Did you mean: 'nan'?"
NP_PYFDAX = "~$ pyfdax\nA module that was compiled using NumPy 1.x cannot be run in\nNumPy 2.0.0 as it may crash."
NP_MSG = "A module that was compiled using NumPy 1.x cannot be run in\nNumPy 2.0.0 as it may crash."


def _numpy2(rec, U, A, lend) -> None:  # noqa: PLR0915
    s1 = (U, "numpy 1.x vs 2.x issue", "u1")
    # A bare error message whose subject ("A module") is only the thread's project: a follow-up.
    rec(SCRIBE6, [s1], NP_MSG, True, "ellipsis", [], "AI-Scribe fails with NumPy 2.0.0: a module it uses was compiled using NumPy 1.x and cannot be run in NumPy 2.0.0 as it may crash.", author="u1")
    lend(SCRIBE6, [s1], NP_ABI, SELF, FDASRSF56)
    lend(SCRIBE6, [s1, (U, NP_MSG, "u1")], NP_NAN, SAME, ATRAIN10)

    p1 = (U, "Numpy 2.0.2 issue", "u1")
    p2 = "## Description\n\n### What steps will reproduce the problem?\n\nA module that was compiled using NumPy 1.x cannot be run in\nNumPy 2.0.2 as it may crash."
    rec(SPYDER23561, [p1], p2, True, "ellipsis", [], "In Spyder, a module compiled using NumPy 1.x cannot be run in NumPy 2.0.2 as it may crash.", author="u1")
    lend(SPYDER23561, [p1], NP_OLDEST, SAME, FDASRSF56)
    lend(SPYDER23561, [p1, (U, p2, "u1")], NP_ABI, SELF, FDASRSF56)

    g1 = (U, "Not support numpy>2.0", "u1")
    g2 = (U, "When I update numpy version to >2.0, the code doesn't work and return:\n\n\"A module that was compiled using NumPy 1.x cannot be run in\nNumPy 2.2.3 as it may crash. To support both 1.x and 2.x\nversions of NumPy, modules must be compiled with NumPy 2.0.\nSome module may need to rebuild instead e.g. with 'pybind11>=2.12'.\"", "u1")
    g3 = "This has been fixed in version 0.8.1!"
    rec(AGLOW8, [g1], g2[1], True, "ellipsis", ["the code"], "When I update numpy to >2.0, afterglowpy doesn't work and returns \"A module that was compiled using NumPy 1.x cannot be run in NumPy 2.2.3 as it may crash.\"", author="u1")
    rec(AGLOW8, [g1, g2], g3, True, "pronoun", ["This"], "afterglowpy's incompatibility with NumPy 2 has been fixed in afterglowpy version 0.8.1.", author="u2")
    lend(AGLOW8, [g1], NP_NAN, SAME, ATRAIN10)
    lend(AGLOW8, [g1, g2], NP_OLDEST, SAME, FDASRSF56)

    f1 = (U, "pyfdax won't start with numpy 2.0", "u1")
    f2 = NP_PYFDAX
    # Names the command and the NumPy versions in full: a same-author trap.
    rec(PYFDA253, [f1], f2, False, SAME, [], None, author="u1")
    rec(PYFDA253, [f1, (U, f2, "u1")], "OS: Ubuntu 24.04 LTS", True, "ellipsis", [], "pyfdax won't start with NumPy 2.0 on Ubuntu 24.04 LTS.", author="u1")
    lend(PYFDA253, [f1], NP_ABI, SELF, FDASRSF56)

    c1 = (U, "Issue importing xarray when running example AUG SepOS script", "u1")
    c2 = "A module that was compiled using NumPy 1.x cannot be run in\nNumPy 2.2.3 as it may crash."
    rec(POPCON120, [c1], c2, True, "ellipsis", [], "Importing xarray when running cfspopcon's example AUG SepOS script fails: a module compiled using NumPy 1.x cannot be run in NumPy 2.2.3 as it may crash.", author="u1")
    lend(POPCON120, [c1], NP_OLDEST, SAME, FDASRSF56)
    lend(POPCON120, [c1, (U, c2, "u1")], NP_NAN, SAME, ATRAIN10)

    a1 = (U, "Incompatibility with NumPy 2", "u1")
    a2 = (U, NP_MSG, "u1")
    a3 = (U, NP_NAN, "u1")
    a4 = (U, "Workaround: `pip install -U numpy==1.26.4`", "u1")
    a5 = (A, "Thanks! We will try to solve the problem in the next update", "u2")
    a6 = "should be fixed in current develop branch"
    rec(ATRAIN10, [a1], a2[1], True, "ellipsis", [], "aTrain core fails with NumPy 2: a module compiled using NumPy 1.x cannot be run in NumPy 2.0.0 as it may crash.", author="u1")
    # The np.NaN removal names NumPy 2.0 and the replacement in full: a same-author trap.
    rec(ATRAIN10, [a1, a2], a3[1], False, SAME, [], None, author="u1")
    rec(ATRAIN10, [a1, a2, a3], a4[1], True, "ellipsis", ["Workaround"], "A workaround for aTrain core's incompatibility with NumPy 2 is `pip install -U numpy==1.26.4`.", author="u1")
    rec(ATRAIN10, [a1, a2, a3, a4], a5[1], True, "pronoun", ["the problem"], "The aTrain core team will try to solve the NumPy 2 incompatibility in the next update.", author="u2")
    rec(ATRAIN10, [a1, a2, a3, a4, a5], a6, True, "ellipsis", [], "aTrain core's NumPy 2 incompatibility should be fixed in the current develop branch.", author="u2")

    d1 = (U, "Support for NumPy 2.0", "u1")
    d2 = (U, "When using NumPy 2.0 with code depending on this module I got the following message:", "u1")
    d4 = (A, "I cannot support this till `oldest-supported-numpy` is updated to support this for build. This will have to wait", "u2")
    d5 = (A, "looks like a few are updated, let me test a few things today", "u2")
    d7 = "fixed in main and release to pypi pending on CI"
    rec(FDASRSF56, [d1], NP_ABI, False, SELF, [], None, author="u1")
    h = [d1, (U, NP_ABI, "u1")]
    rec(FDASRSF56, h, d2[1], True, "pronoun", ["this module"], "When using NumPy 2.0 with code depending on fdasrsf I got the 'compiled using NumPy 1.x' message.", author="u1")
    rec(FDASRSF56, [*h, d2], d4[1], True, "pronoun", ["this"], "I cannot support NumPy 2.0 in fdasrsf until `oldest-supported-numpy` is updated to support it for the build; it will have to wait.", author="u2")
    rec(FDASRSF56, [*h, d2, d4], d5[1], True, "ellipsis", [], "It looks like a few of the build requirements are updated for NumPy 2.0; I will test building fdasrsf against it today.", author="u2")
    rec(FDASRSF56, [*h, d2, d4, d5], NP_OLDEST, False, SAME, [], None, author="u2")
    rec(FDASRSF56, [*h, d2, d4, d5, (A, NP_OLDEST, "u2")], d7, True, "ellipsis", [], "fdasrsf's NumPy 2.0 support is fixed in main, and the release to PyPI is pending on CI.", author="u2")

    r1 = (U, "docker is not updated ? A module that was compiled using NumPy 1.x cannot be run in NumPy 2.0.0 as it may crash. To support both 1.x and 2.x", "u1")
    # Title only (the next comment is cut mid-word in the excerpt): lent rows.
    lend(DRAGGAN469, [r1], NP_NAN, SAME, ATRAIN10)
    lend(DRAGGAN469, [r1], NP_OLDEST, SAME, FDASRSF56)

    n1 = (U, "Support for Numpy 2.0", "u1")
    n2 = (U, "Hi!\n\nNumpy 2.0 is out, and recently I received the following error:", "u1")
    n3 = (U, "Is numpy 2.0 support planned? Thanks in advance!", "u1")
    n4 = (A, "Hi, I anticipate support for Numpy 2.0 coming in the near future, but I\nhaven't looked into what that entails yet.", "u2")
    n5 = "Usually, my libraries are compiled with `oldest-supported-numpy` in order\nto make them maximally compatible. I am not sure what 2.0 will do to\nbackwards compatibility yet."
    rec(CC3D125, [n1], n2[1], True, "ellipsis", ["the following error"], "Numpy 2.0 is out, and I received the 'compiled using NumPy 1.x cannot be run in NumPy 2.0' error from connected-components-3d.", author="u1")
    rec(CC3D125, [n1, n2], n3[1], True, "ellipsis", [], "Is NumPy 2.0 support planned for connected-components-3d?", author="u1")
    rec(CC3D125, [n1, n2, n3], n4[1], True, "ellipsis", [], "I anticipate NumPy 2.0 support in connected-components-3d in the near future, but haven't looked into what it entails yet.", author="u2")
    rec(CC3D125, [n1, n2, n3, n4], n5, True, "ellipsis", ["2.0"], "connected-components-3d and my other libraries are usually compiled with `oldest-supported-numpy` to be maximally compatible; I am not sure what NumPy 2.0 will do to backwards compatibility yet.", author="u2")

    v1 = (U, "Environmental Error", "u1")
    v2 = "A module that was compiled using NumPy 1.x cannot be run in\nNumPy 2.0.2 as it may crash."
    rec(LAVIS755, [v1], v2, True, "ellipsis", [], "Setting up LAVIS's environment: a module compiled using NumPy 1.x cannot be run in NumPy 2.0.2 as it may crash.", author="u1")
    rec(LAVIS755, [v1, (U, v2, "u1")], "same question", True, "ellipsis", [], "I have the same LAVIS environment error: a module compiled using NumPy 1.x cannot be run in NumPy 2.0.2.", author="u2")
    lend(LAVIS755, [v1], NP_ABI, SELF, FDASRSF56)
    lend(CC3D125, [n1], NP_PYFDAX, SAME, PYFDA253)
    lend(LAVIS755, [v1, (U, v2, "u1")], NP_PYFDAX, SAME, PYFDA253)
    lend(SPYDER23561, [p1, (U, p2, "u1")], NP_PYFDAX, SAME, PYFDA253)
    lend(AGLOW8, [g1, g2, (U, g3, "u2")], NP_PYFDAX, SAME, PYFDA253)


# ---- PowerShell's execution policy: "cannot be loaded because running scripts is disabled on this system" ----
PSH16915 = GH + "PowerShell/PowerShell/issues/16915"
PSH20837 = GH + "PowerShell/PowerShell/issues/20837"
ESPBOOK33 = GH + "esp-rs/book/pull/33"
GTKS218 = GH + "GtkSharp/GtkSharp/issues/218"
PSPERL13 = GH + "StrawberryPerl/psperl/issues/13"
TARTARUS1 = GH + "giMini/Tartarus/issues/1"
PAPPS185 = GH + "microsoft/powerapps-tools/issues/185"
PSDOCS4410 = GH + "MicrosoftDocs/PowerShell-Docs/issues/4410"
PSDOCS11388 = GH + "MicrosoftDocs/PowerShell-Docs/issues/11388"
GODMODE18 = GH + "ThioJoe/Windows-Super-God-Mode/issues/18"
NODEMON1619 = GH + "remy/nodemon/issues/1619"
NVMW1301 = GH + "nvm-windows/nvm/issues/1301"
NVS178 = GH + "jasongin/nvs/issues/178"
NPMWU1 = GH + "felixrieseberg/npm-windows-upgrade/issues/1"
NEXMO218 = GH + "Nexmo/nexmo-cli/issues/218"
TERMZ88 = GH + "faressoft/terminalizer/issues/88"
CHOCO20 = GH + "chocolatey-archive/chocolatey/issues/20"
PS_DEFAULT = "The default Execution Policy for Windows systems forbids execution of scripts regardless of their origin (see https://go.microsoft.com/fwlink/?LinkID=135170)."
PS_OVERRIDE = "Set-ExecutionPolicy : Windows PowerShell updated your execution policy successfully, but the setting is overridden by\na policy defined at a more specific scope."
PS_UPGRADE = "I did an in-place upgrade Win2008R2EE to Win2012R2DC."
PS_POSH = "If I execute this command: \"notepad $PROFILE,\" the terminal opens my notepad, and I paste this line: \"oh-my-posh init pwsh | Invoke-Expression.\" However, when I create a new tab, the terminal displays the following message: \". : Cannot load the file C:\\Users\\Roby3\\Documents\\WindowsPowerShell\\Microsoft.PowerShell_profile.ps1 because script execution is disabled on this system."
PS_NEXMO = "It looks like at some point after npm 6.9.0, npm started generating a `nexmo.ps1` file to help wrap the node SDK in the event node is installed both under Powershell and Linux."


def _execpolicy(rec, U, A, lend) -> None:  # noqa: PLR0915
    r1 = (U, "Error \"Running scripts is disabled on this system\" when running a script from a Runspace in C# using PowerShell 7.2", "u1")
    r2 = "Executed without errors as with Windows PowerShell 5.1. This is still working with the same code and script."
    rec(PSH16915, [r1], r2, True, "ellipsis", ["the same code and script"], "Running a script from a Runspace in C# should execute without the 'running scripts is disabled' error, as it does with Windows PowerShell 5.1 (still working with the same code and script), not only fail on PowerShell 7.2.", author="u1")
    lend(PSH16915, [r1], PS_NEXMO, SELF, NEXMO218)
    lend(PSH16915, [r1, (U, r2, "u1")], PS_OVERRIDE, SAME, GODMODE18)

    o1 = (U, "script execution is disabled on this system", "u1")
    o2 = PS_POSH
    o3 = "PSVersion                      5.1.22621.2506"
    # The report names the command, the profile line and the message in full; "this" points inside it.
    rec(PSH20837, [o1], o2, False, SELF, [], None, author="u1")
    rec(PSH20837, [o1, (U, o2, "u1")], o3, True, "ellipsis", [], "My PowerShell profile with 'oh-my-posh init pwsh | Invoke-Expression' fails to load with 'script execution is disabled on this system' on PSVersion 5.1.22621.2506.", author="u1")
    lend(PSH20837, [o1], PS_DEFAULT, SAME, ESPBOOK33)

    e1 = (U, "Recommend Set-ExecutionPolicy Bypass before executing PowerShell scripts", "u1")
    e3 = (U, "As such, we must change this, at least for the current PowerShell process.", "u1")
    e4 = (U, "Using `-Scope Process` ensures that we don't make any persistent change.", "u1")
    # The opener's first sentence is a general fact about Windows: a same-author trap.
    rec(ESPBOOK33, [e1], PS_DEFAULT, False, SAME, [], None, author="u1")
    h = [e1, (U, PS_DEFAULT, "u1")]
    rec(ESPBOOK33, h, e3[1], True, "pronoun", ["this"], "The esp-rs book must have readers change the execution policy, at least for the current PowerShell process, before running its PowerShell scripts.", author="u1")
    rec(ESPBOOK33, [*h, e3], e4[1], True, "ellipsis", ["`-Scope Process`"], "Running `Set-ExecutionPolicy Bypass -Scope Process` before the esp-rs book's PowerShell scripts ensures no persistent change is made to the execution policy.", author="u1")
    rec(ESPBOOK33, [*h, e3, e4], "Thanks!", True, "ellipsis", [], "Thanks for recommending `Set-ExecutionPolicy Bypass -Scope Process` in the esp-rs book.", author="u2")
    lend(ESPBOOK33, [e1], PS_NEXMO, SELF, NEXMO218)

    g1 = (U, "\"cannot be loaded because running scripts is disabled on this system\"", "u1")
    g2 = (U, "Im trying to build GTK# but every time I run the powershell I get :\n\n\"cannot be loaded because running scripts is disabled on this system\"", "u1")
    g4 = "Its necessary to config windows to enable the execution of this script. Read this:\nhttps://superuser.com/questions/106360/how-to-enable-execution-of-powershell-scripts"
    # Names GTK#, the build script and the message: a same-author trap.
    rec(GTKS218, [g1], g2[1], False, SAME, [], None, author="u1")
    rec(GTKS218, [g1, g2], "Any help?", True, "ellipsis", [], "Any help with building GTK#: every time I run the PowerShell build script I get 'cannot be loaded because running scripts is disabled on this system'?", author="u1")
    rec(GTKS218, [g1, g2, (U, "Any help?", "u1")], g4, True, "pronoun", ["this script"], "It's necessary to configure Windows to enable the execution of GTK#'s PowerShell build script; see https://superuser.com/questions/106360/how-to-enable-execution-of-powershell-scripts", author="u2")
    lend(GTKS218, [g1], PS_OVERRIDE, SAME, GODMODE18)

    p1 = (U, "running scripts is disabled on system", "u1")
    p2 = (U, "Running through the installation process I hit this error:\n\n```\n.\\psperl.ps1 -Setup\n.\\psperl.ps1 : File C:\\git\\strawberry\\_psperl\\psperl.ps1 cannot be loaded because running scripts is disabled on this\nsystem.\n```", "u1")
    p3 = (U, "Running this command allowed things to proceed.\n\n```\nSet-ExecutionPolicy -ExecutionPolicy RemoteSigned -Scope CurrentUser\n```", "u1")
    p4 = (U, "Might be worth adding a note to the installation steps.", "u1")
    p5 = "(I have not checked if it persists after reboot, but it all works in new shells within this session)."
    rec(PSPERL13, [p1], p2[1], False, SELF, [], None, author="u1")  # second reader's adjudication: names psperl.ps1 -Setup and quotes its error (rule 1); "the installation process" is a noun phrase the title never used (rule 6)
    rec(PSPERL13, [p1, p2], p3[1], True, "ellipsis", ["things"], "Running `Set-ExecutionPolicy -ExecutionPolicy RemoteSigned -Scope CurrentUser` allowed psperl's setup to proceed past 'running scripts is disabled'.", author="u1")
    rec(PSPERL13, [p1, p2, p3], p4[1], True, "ellipsis", ["the installation steps"], "It might be worth adding a note about Set-ExecutionPolicy RemoteSigned to psperl's installation steps.", author="u1")
    rec(PSPERL13, [p1, p2, p3, p4], p5, True, "pronoun", ["it"], "I have not checked whether the RemoteSigned execution policy set for psperl persists after reboot, but psperl works in new shells within this session.", author="u1")
    lend(PSPERL13, [p1], PS_DEFAULT, SAME, ESPBOOK33)

    t1 = (U, "PS1 cannot be loaded", "u1")
    t2 = "What is going on? My PowerShell on Windows is enabled but when *.ps1 is running the error is showing:\n\nC:\\Users\\...\\Invoke-Tartarus.ps1cannot be loaded because running scripts is disabled on this system."
    t3 = "Hi,\n\nJust run the following command:\n\nset-executionpolicy bypass –scope process"
    # Names Invoke-Tartarus.ps1 and the full message: a same-author trap.
    rec(TARTARUS1, [t1], t2, False, SAME, [], None, author="u1")
    rec(TARTARUS1, [t1, (U, t2, "u1")], t3, True, "ellipsis", [], "To run Invoke-Tartarus.ps1 when running scripts is disabled, run `set-executionpolicy bypass –scope process` first.", author="u2")
    lend(TARTARUS1, [t1], PS_NEXMO, SELF, NEXMO218)

    w1 = (U, "[BUG]: error executing powershell / step 6 of guide", "u1")
    w2 = (U, "**Describe the bug**\nFollowing step 6 (bypass consent for mobile apps) but getting error executing powershell - \"...running scripts is disabled on this system...\"", "u1")
    w3 = (A, "Don't you need to set the execution policy on the local machine?", "u2")
    w4 = "Please set execution policy on the machine and rerun"
    rec(PAPPS185, [w1], w2[1], True, "ellipsis", ["step 6"], "Following step 6 (bypass consent for mobile apps) of the powerapps-tools emergency response app guide, executing its PowerShell script fails with 'running scripts is disabled on this system'.", author="u1")
    rec(PAPPS185, [w1, w2], w3[1], True, "ellipsis", [], "Don't you need to set the execution policy on the local machine to run the powerapps-tools guide's step 6 PowerShell script?", author="u2")
    rec(PAPPS185, [w1, w2, w3], w4, True, "ellipsis", ["the machine"], "Please set the execution policy on the machine and rerun the powerapps-tools guide's step 6 PowerShell script.", author="u3")
    lend(PAPPS185, [w1], PS_OVERRIDE, SAME, GODMODE18)

    m1 = (U, "execution of scripts is disabled", "u1")
    m2 = (U, PS_UPGRADE, "u1")
    m3 = (U, "Power Shell script that was running fine began throwing error \"...execution of scripts is disabled...\"", "u1")
    m4 = (U, "Script is a step in a SQL 2008R2 SQL Agent job run as Type = PowerShell.", "u1")
    m5 = (U, "I tried Set-Execution Policy Unrestricted for various scopes but still got the error.", "u1")
    m6 = (U, "Machine Configuration - \"Turn on Script Execution\" was not configured.\nI changed it to \"Enabled\" and \"Allow all scripts\".\nThe script stopped throwing the error.", "u1")
    m7 = "I am not sure this is the preferred configuration but it will work for now."
    rec(PSDOCS4410, [m1], m2[1], False, SAME, [], None, author="u1")
    rec(PSDOCS4410, [m1, m2], m3[1], True, "ellipsis", [], "After an in-place upgrade from Win2008R2EE to Win2012R2DC, a PowerShell script that was running fine began throwing \"execution of scripts is disabled\".", author="u1")
    rec(PSDOCS4410, [m1, m2, m3], m4[1], True, "ellipsis", ["Script"], "The PowerShell script failing with 'execution of scripts is disabled' after the Win2012R2DC upgrade is a step in a SQL 2008R2 SQL Agent job run as Type = PowerShell.", author="u1")
    rec(PSDOCS4410, [m1, m2, m3, m4], m5[1], True, "ellipsis", ["the error"], "I tried Set-ExecutionPolicy Unrestricted for various scopes but the SQL Agent job's PowerShell step still got 'execution of scripts is disabled'.", author="u1")
    rec(PSDOCS4410, [m1, m2, m3, m4, m5], m6[1], True, "pronoun", ["The script", "the error"], "Enabling the \"Turn on Script Execution\" machine policy with \"Allow all scripts\" stopped the SQL Agent job's PowerShell script throwing 'execution of scripts is disabled'.", author="u1")
    rec(PSDOCS4410, [m1, m2, m3, m4, m5, m6], m7, True, "pronoun", ["this"], "I am not sure enabling \"Turn on Script Execution\" with \"Allow all scripts\" is the preferred configuration for a SQL Agent PowerShell job, but it will work for now.", author="u1")

    n1 = (U, "error At line:1 char:1", "u1")
    n2 = (U, "pnpm : File C:\\Users\\kykys\\AppData\\Roaming\\npm\\pnpm.ps1 cannot be loaded because running scripts is disabled on this system.", "u1")
    n4 = (U, "and this\n\n  Scope ExecutionPolicy\n        ----- ---------------\nMachinePolicy       Undefined\n   UserPolicy       Undefined\n      Process       Undefined\n  CurrentUser       **Undefined**\n LocalMachine       Undefined", "u1")
    n5 = "Try setting your Execution Policy to `RemoteSigned`."
    rec(PSDOCS11388, [n1], n2[1], False, SAME, [], None, author="u1")
    rec(PSDOCS11388, [n1, n2], "how fix it?", True, "pronoun", ["it"], "How do I fix 'pnpm.ps1 cannot be loaded because running scripts is disabled on this system'?", author="u1")
    rec(PSDOCS11388, [n1, n2, (U, "how fix it?", "u1")], n4[1], True, "ellipsis", ["this"], "pnpm.ps1 cannot be loaded because running scripts is disabled, and Get-ExecutionPolicy -List shows every scope Undefined.", author="u1")
    rec(PSDOCS11388, [n1, n2, (U, "how fix it?", "u1"), n4], n5, True, "ellipsis", ["your Execution Policy"], "To load pnpm.ps1 when every execution policy scope is Undefined, try setting the Execution Policy to `RemoteSigned`.", author="u2")

    d1 = (U, "Windows 10 Home Error No Scripts Allowed", "u1")
    d3 = "Concern is: I don't want running scripts to be forever native to the machine. So how do I revert to that protection of not being able to run scripts."
    rec(GODMODE18, [d1], PS_OVERRIDE, False, SAME, [], None, author="u1")
    rec(GODMODE18, [d1, (U, PS_OVERRIDE, "u1")], d3, True, "pronoun", ["that protection"], "After changing the PowerShell execution policy on Windows 10 Home to run Super_God_Mode.ps1, how do I revert to the protection of not being able to run scripts?", author="u1")
    lend(GODMODE18, [d1], PS_DEFAULT, SAME, ESPBOOK33)

    s1 = (U, "nodemon not able to use due to disabled script", "u1")
    s2 = (U, "PS E:\\nodejs\\New folder\\notes-app> nodemon app.js\nnodemon : File C:\\Users\\zaheet\\AppData\\Roaming\\npm\\nodemon.ps1 cannot be loaded because running scripts is disabled on this system.", "u1")
    s3 = (U, "same issue", "u2")
    s4 = (A, "It's a security restriction of the Windows PowerShell.\n\n1) Open up a powershell command window (open it as administrator)\n2) To check out current restrictions type \"Get-ExecutionPolicy\"\n3) Enable powershell by typing \"Set-ExecutionPolicy remotesigned\"", "u3")
    s5 = (A, "It this worth adding to the FAQ?", "u4")
    s6 = (U, "@adelbs It worked for me , thanks", "u5")
    s7 = "Closing and updating FAQ (as there's a solid answer)."
    rec(NODEMON1619, [s1], s2[1], False, SAME, [], None, author="u1")
    rec(NODEMON1619, [s1, s2], s3[1], True, "ellipsis", ["same issue"], "I have the same issue: nodemon.ps1 cannot be loaded because running scripts is disabled on this system.", author="u2")
    rec(NODEMON1619, [s1, s2, s3], s4[1], True, "pronoun", ["It"], "'nodemon.ps1 cannot be loaded because running scripts is disabled' is a security restriction of Windows PowerShell: in an administrator PowerShell check Get-ExecutionPolicy and run Set-ExecutionPolicy remotesigned.", author="u3")
    rec(NODEMON1619, [s1, s2, s3, s4], s5[1], True, "pronoun", ["this"], "Is Set-ExecutionPolicy remotesigned for 'nodemon.ps1 cannot be loaded' worth adding to the nodemon FAQ?", author="u4")
    rec(NODEMON1619, [s1, s2, s3, s4, s5], s6[1], True, "pronoun", ["It"], "@adelbs Set-ExecutionPolicy remotesigned fixed nodemon.ps1 not loading for me, thanks.", author="u5")
    rec(NODEMON1619, [s1, s2, s3, s4, s5, s6], s7, True, "ellipsis", ["FAQ"], "Closing the nodemon.ps1 execution policy issue and adding Set-ExecutionPolicy remotesigned to the nodemon FAQ.", author="u4")

    v1 = (U, "[Issue]: Running scripts disabled error", "u1")
    v2 = (U, "### What happened?\n\n`nvm use 24`, then try running `npm`.\n\nGot error - see console output", "u1")
    v3 = (U, "### What did you expect to happen?\n\nShould have immediately worked", "u1")
    v4 = (U, "### Which shell are you running NVM4W in?\n\nPowerShell", "u1")
    v5 = "npm : File C:\\Program Files (x86)\\nodejs\\npm.ps1 cannot be loaded because running scripts is disabled on this system."
    rec(NVMW1301, [v1], v2[1], True, "ellipsis", [], "After `nvm use 24` with nvm-windows, running `npm` gives the 'running scripts is disabled' error.", author="u1")
    rec(NVMW1301, [v1, v2], v3[1], True, "ellipsis", [], "I expected npm to work immediately after `nvm use 24` with nvm-windows, without the 'running scripts is disabled' error.", author="u1")
    rec(NVMW1301, [v1, v2, v3], v4[1], True, "ellipsis", [], "I run nvm-windows (NVM4W) in PowerShell, where npm gives the 'running scripts is disabled' error.", author="u1")
    rec(NVMW1301, [v1, v2, v3, v4], v5, False, SAME, [], None, author="u1")
    lend(NVMW1301, [v1], PS_DEFAULT, SAME, ESPBOOK33)
    lend(NVMW1301, [v1, v2], PS_NEXMO, SELF, NEXMO218)

    j1 = (U, "Unable to use in Powershell due to absence of digital signature", "u1")
    j2 = (U, "PS C:\\windows\\system32> nvs\nnvs : File C:\\Users\\user\\AppData\\Local\\nvs\\nvs.ps1 cannot be loaded. The file C:\\Users\\user\\AppData\\Local\n\\nvs\\nvs.ps1 is not digitally signed. You cannot run this script on the current system.", "u1")
    j3 = (A, "Your PowerShell execution policy must be set to `AllSigned`, which requires all scripts to be signed. I could look into signing the `nvs.ps1` script, though that's actually not a very common practice as far as I know.", "u2")
    j4 = (A, "If you're an administrator, you can change the PS execution policy to `RemoteSigned` or `Unrestricted` and that will resolve the issue:\n```PowerShell\nSet-ExecutionPolicy RemoteSigned\n```", "u2")
    j5 = "@jasongin Thank you for the explanation."
    # The log names nvs.ps1 and the signature error in full; "this script" is nvs.ps1 inside it.
    rec(NVS178, [j1], j2[1], False, SELF, [], None, author="u1")
    rec(NVS178, [j1, j2], j3[1], True, "pronoun", ["Your"], "If nvs.ps1 cannot be loaded because it is not digitally signed, the PowerShell execution policy must be set to `AllSigned`; signing nvs.ps1 is not a very common practice.", author="u2")
    rec(NVS178, [j1, j2, j3], j4[1], True, "pronoun", ["the issue"], "As an administrator, change the PowerShell execution policy to `RemoteSigned` or `Unrestricted` (Set-ExecutionPolicy RemoteSigned) to resolve nvs.ps1 not being digitally signed under AllSigned.", author="u2")
    rec(NVS178, [j1, j2, j3, j4], j5, True, "ellipsis", ["the explanation"], "@jasongin Thank you for explaining that nvs.ps1 is blocked by the AllSigned execution policy.", author="u1")
    lend(NVS178, [j1], PS_UPGRADE, SAME, PSDOCS4410)

    u1 = (U, "Script execution policies interfere...", "u1")
    u2 = (U, "So when I first tried this (on win 7) I got:\n\n> Error:  (x86)\\nodejs\\node_modules\\npm-windows-upgrade\\powershell\\upgrade-npm.ps1 cannot be loaded because running scripts is disabled on this system.", "u1")
    u3 = (U, "Now, it was easy enough to work around this with:\n\n    Set-ExecutionPolicy Unrestricted -Scope CurrentUser", "u1")
    u4 = (U, "But it seems like this should be documented or tested for or something?", "u1")
    u6 = "Just to add to this: We're now also warning if the SecPolicy isn't straight up unrestricted."
    rec(NPMWU1, [u1], u2[1], True, "pronoun", ["this"], "When I first tried npm-windows-upgrade (on Windows 7), upgrade-npm.ps1 could not be loaded because running scripts is disabled on this system.", author="u1")
    rec(NPMWU1, [u1, u2], u3[1], True, "pronoun", ["this"], "It was easy to work around npm-windows-upgrade's upgrade-npm.ps1 being blocked with `Set-ExecutionPolicy Unrestricted -Scope CurrentUser`.", author="u1")
    rec(NPMWU1, [u1, u2, u3], u4[1], True, "pronoun", ["this"], "Shouldn't npm-windows-upgrade document or test for the script execution policy blocking upgrade-npm.ps1?", author="u1")
    rec(NPMWU1, [u1, u2, u3, u4], "Agreed!", True, "ellipsis", [], "Agreed: npm-windows-upgrade should document or test for the execution policy blocking upgrade-npm.ps1.", author="u2")
    rec(NPMWU1, [u1, u2, u3, u4, (A, "Agreed!", "u2")], u6, True, "pronoun", ["this"], "npm-windows-upgrade now also warns if the PowerShell execution policy isn't Unrestricted.", author="u2")
    lend(NPMWU1, [u1], PS_UPGRADE, SAME, PSDOCS4410)

    x1 = (U, "Windows Powershell - \"running scripts is disabled on this system\" when running `nexmo`", "u1")
    x2 = (U, "### Steps to reproduce\nOn Windows 10:\n* Install the latest version of NodeJS from https://nodejs.org/en/\n* Install the CLI with `nexmo-cli@beta -g`\n* Run `nexmo`", "u1")
    x3 = (U, "### Expected behavior\nI should see the help output from the `nexmo` command.", "u1")
    x4 = (U, "This normally occurs when the remote script isn't trusted. I could get it to run by changing my Execution Policy to \"RemoteSigned\", at which point the CLI worked again:", "u1")
    x6 = (U, "This `ps1` file will not run under the default \"Restricted\" execution policy Windows 10 ships with.", "u1")
    x7 = "npm 6.9.0 and prior do not generate this file, and worked fine."
    rec(NEXMO218, [x1], x2[1], True, "ellipsis", [], "Steps to reproduce nexmo-cli's 'running scripts is disabled' error on Windows 10: install the latest Node.js, install the CLI with `nexmo-cli@beta -g`, run `nexmo`.", author="u1")
    rec(NEXMO218, [x1, x2], x3[1], True, "ellipsis", [], "Running `nexmo` in Windows PowerShell should show the nexmo-cli help output instead of 'running scripts is disabled on this system'.", author="u1")
    rec(NEXMO218, [x1, x2, x3], x4[1], True, "pronoun", ["This", "it"], "'running scripts is disabled' for nexmo.ps1 normally occurs when the remote script isn't trusted; changing the Execution Policy to RemoteSigned made nexmo-cli work again.", author="u1")
    rec(NEXMO218, [x1, x2, x3, x4], PS_NEXMO, False, SELF, [], None, author="u1")
    rec(NEXMO218, [x1, x2, x3, x4, (U, PS_NEXMO, "u1")], x6[1], True, "pronoun", ["This `ps1` file"], "The nexmo.ps1 file npm generates will not run under the default \"Restricted\" execution policy Windows 10 ships with.", author="u1")
    rec(NEXMO218, [x1, x2, x3, x4, (U, PS_NEXMO, "u1"), x6], x7, True, "pronoun", ["this file"], "npm 6.9.0 and prior do not generate the nexmo.ps1 wrapper, and nexmo-cli worked fine with them.", author="u1")

    z1 = (U, "terminalizer.ps1 cannot be loaded. The file is not digitally signed.", "u1")
    z2 = (A, "Use `Set-ExecutionPolicy` to temporory allow any script execution should workaround the issue.", "u2")
    z3 = "Refer to this: https://docs.microsoft.com/en-us/powershell/module/microsoft.powershell.security/set-executionpolicy?view=powershell-7"
    rec(TERMZ88, [z1], z2[1], True, "pronoun", ["the issue"], "Using `Set-ExecutionPolicy` to temporarily allow any script execution works around terminalizer.ps1 not loading because it is not digitally signed.", author="u2")
    rec(TERMZ88, [z1, z2], z3, True, "ellipsis", [], "For using Set-ExecutionPolicy to work around terminalizer.ps1 not being digitally signed, refer to https://docs.microsoft.com/en-us/powershell/module/microsoft.powershell.security/set-executionpolicy?view=powershell-7", author="u2")
    lend(TERMZ88, [z1], PS_OVERRIDE, SAME, GODMODE18)
    lend(TERMZ88, [z1], PS_UPGRADE, SAME, PSDOCS4410)

    c1 = (U, "Installation fails: \"execution of scripts is disabled\"", "u1")
    c2 = (U, "When I first tried to install chocolatey, I got this error in Powershell:\n\n```\nchocolateyInstall.ps1 cannot be loaded because the \nexecution of scripts is disabled on this system.\n```", "u1")
    c3 = (U, "After seeing the rcommended `get-help about_signing` (which is several pages long), I turned to DuckDuckGo and found this solution:\n\n```\nSet-ExecutionPolicy RemoteSigned\n```", "u1")
    c4 = (U, "Now scripts can be executed from Powershell and the installation finishes successfully.", "u1")
    c5 = (U, "Perhaps this information would be helpful to other users new to Powershell who want to install chocolatey.", "u1")
    c6 = "I did not see any mention of it in the installation section of the documentation."
    rec(CHOCO20, [c1], c2[1], False, SELF, [], None, author="u1")
    rec(CHOCO20, [c1, c2], c3[1], True, "ellipsis", ["the rcommended `get-help about_signing`"], "After the 'chocolateyInstall.ps1 cannot be loaded' message recommended `get-help about_signing` (several pages long), I found the solution `Set-ExecutionPolicy RemoteSigned`.", author="u1")
    rec(CHOCO20, [c1, c2, c3], c4[1], True, "ellipsis", ["the installation"], "After Set-ExecutionPolicy RemoteSigned, scripts can be executed from PowerShell and the chocolatey installation finishes successfully.", author="u1")
    rec(CHOCO20, [c1, c2, c3, c4], c5[1], True, "pronoun", ["this information"], "Perhaps the Set-ExecutionPolicy RemoteSigned fix would be helpful to other users new to PowerShell who want to install chocolatey.", author="u1")
    rec(CHOCO20, [c1, c2, c3, c4, c5], c6, True, "pronoun", ["it"], "I did not see any mention of Set-ExecutionPolicy RemoteSigned in the installation section of chocolatey's documentation.", author="u1")
    lend(CHOCO20, [c1], PS_UPGRADE, SAME, PSDOCS4410)
    lend(TERMZ88, [z1, z2], PS_POSH, SELF, PSH20837)
    lend(PAPPS185, [w1, w2], PS_POSH, SELF, PSH20837)
    lend(PSPERL13, [p1, p2], PS_POSH, SELF, PSH20837)
    lend(GTKS218, [g1, g2], PS_POSH, SELF, PSH20837)


# ---- OpenCV in slim containers: "ImportError: libGL.so.1: cannot open shared object file" and opencv-python-headless ----
TOPF7 = GH + "hustvl/TopFormer/pull/7"
EAGLE111 = GH + "ThoughtfulDev/EagleEye/issues/111"
EAGLE132 = GH + "ThoughtfulDev/EagleEye/issues/132"
FRIENDO68 = GH + "fisher60/friendo-bot/issues/68"
FINGER23 = GH + "kjanko/python-fingerprint-recognition/issues/23"
MMOCR90 = GH + "open-mmlab/mmocr/issues/90"
CVFEED321 = GH + "conda-forge/opencv-feedstock/issues/321"
FIREF184 = GH + "fireform-core/FireForm/issues/184"
GO5P22 = GH + "phamquiluan/Go5-Project/issues/22"
FASTDUP3 = GH + "visual-layer/fastdup/issues/3"
IMPACT266 = GH + "ltdrdata/ComfyUI-Impact-Pack/pull/266"
OVNB2001 = GH + "openvinotoolkit/openvino_notebooks/pull/2001"
CNET496 = GH + "lllyasviel/ControlNet/pull/496"
SDCNET1882 = GH + "Mikubill/sd-webui-controlnet/pull/1882"
IMG2DS259 = GH + "rom1504/img2dataset/pull/259"
DCTOOL78 = GH + "vanvalenlab/deepcell-toolbox/pull/78"
SBASE389 = GH + "hill-a/stable-baselines/issues/389"
LG_HEADLESS = "On minimal docker container libgl1 is missing and is usually install with minimal overhead using pip install opencv-python-headless"
LG_README = "Packages for server (headless) environments (such as Docker, cloud environments etc.), no GUI library dependencies"
LG_COS7 = "Hey guys, using Centos7 docker image that conda-forge uses for linux64 builds: `quay.io/condaforge/linux-anvil-cos7-x86_64`."
LG_ERR = "ImportError: libGL.so.1: cannot open shared object file: No such file or directory"


def _libgl(rec, U, A, lend) -> None:  # noqa: PLR0915
    t1 = (U, "libGL.so.1 Resolving Deficiencies", "u1")
    t2 = "Fixed the following error in the process of importing OpenCV on the Docker environment. For example, the same error occurs when running `convert2onnx.py` in the tools folder.\n```\n" + LG_ERR + "\n```"
    rec(TOPF7, [t1], t2, True, "ellipsis", ["the Docker environment", "the tools folder"], "This TopFormer PR fixes 'ImportError: libGL.so.1: cannot open shared object file' when importing OpenCV in TopFormer's Docker environment (also raised by tools/convert2onnx.py).", author="u1")
    lend(TOPF7, [t1], LG_HEADLESS, SAME, IMPACT266)
    lend(TOPF7, [t1], LG_COS7, SAME, CVFEED321)

    e1 = (U, "Issue using with Docker image and opencv.", "u1")
    e2 = (U, "Hello, I'm on macOS Catalina, have Python installed with pyenv (3.9.0).", "u1")
    e3 = (U, "Installs without any issue using Docker image, but when I try to run the previous I keep getting this error:\n\n```\n  File \"/EagleEye/face_recog.py\", line 1, in <module>\n    import cv2\n" + LG_ERR + "\n```", "u1")
    e4 = (U, "I manually installed with `pip3 install opencv-python`, same with `face_recognition` and `requests-html`.", "u1")
    e5 = (U, "Which directory am I meant to run this from? Does it matter? Any idea what I could be doing wrong? Thank you.", "u1")
    e6 = "Seems like this is a issue with opencv"
    # A complete first-person sentence naming its own subject (not a fragment): a same-author trap, as df33 part 2 ruled.
    rec(EAGLE111, [e1], e2[1], False, SAME, [], None, author="u1")
    rec(EAGLE111, [e1, e2], e3[1], True, "ellipsis", ["the previous"], "EagleEye installs fine with its Docker image, but running it gives 'ImportError: libGL.so.1: cannot open shared object file' at `import cv2` in face_recog.py.", author="u1")
    rec(EAGLE111, [e1, e2, e3], e4[1], True, "ellipsis", [], "For EagleEye's libGL.so.1 import error I manually installed opencv-python, face_recognition and requests-html with pip3.", author="u1")
    rec(EAGLE111, [e1, e2, e3, e4], e5[1], True, "pronoun", ["this"], "Which directory am I meant to run EagleEye's Docker command from, does it matter, and what could cause its libGL.so.1 import error?", author="u1")
    rec(EAGLE111, [e1, e2, e3, e4, e5], e6, True, "pronoun", ["this"], "EagleEye's 'libGL.so.1: cannot open shared object file' in Docker seems to be an issue with opencv.", author="u2")
    rec(EAGLE111, [e1], LG_README, True, "ellipsis", [], "OpenCV has packages for server (headless) environments (such as Docker, cloud environments etc.), with no GUI library dependencies, for running EagleEye's OpenCV in its Docker image.", qsrc=DCTOOL78, author=None)  # second reader's adjudication: a verbless fragment with no subject of its own leans on the thread (rule 6; as df19's lent "normal on most of all websites is 15-30min")

    g1 = (U, "docker does not have libGL.so.1", "u1")
    g2 = (U, "Error:\n  File \"/EagleEye/face_recog.py\", line 1, in <module>\n    import cv2\n" + LG_ERR, "u1")
    g3 = "Fix:\nadded the following line to Dockerfile\n\n`RUN apt-get install ffmpeg libsm6 libxext6  -y\n`"
    rec(EAGLE132, [g1], g2[1], True, "ellipsis", ["Error"], "In EagleEye's Docker image, `import cv2` in face_recog.py fails with 'ImportError: libGL.so.1: cannot open shared object file'.", author="u1")
    rec(EAGLE132, [g1, g2], g3, True, "ellipsis", ["Fix", "Dockerfile"], "Fix for EagleEye's Docker image missing libGL.so.1: add `RUN apt-get install ffmpeg libsm6 libxext6 -y` to its Dockerfile.", author="u1")
    lend(EAGLE132, [g1], LG_HEADLESS, SAME, IMPACT266)

    f1 = (U, "Missing Docker dependencies for OpenCV", "u1")
    f2 = (U, "Getting the following errors on `docker-compose up`:\n```\nbot_1  | ImportError: libGL.so.1: cannot open shared object file: No such file or directory\nbot_1  | ImportError: libgthread-2.0.so.0: cannot open shared object file: No such file or directory\n```", "u1")
    f3 = "Will provide an updated `Dockerfile` momentarily."
    rec(FRIENDO68, [f1], f2[1], True, "ellipsis", [], "Running friendo-bot with `docker-compose up` fails with 'ImportError: libGL.so.1' and 'libgthread-2.0.so.0: cannot open shared object file'.", author="u1")
    rec(FRIENDO68, [f1, f2], f3, True, "ellipsis", ["`Dockerfile`"], "I will provide an updated friendo-bot Dockerfile with OpenCV's missing libGL and libgthread dependencies momentarily.", author="u1")
    rec(FRIENDO68, [f1], LG_README, True, "ellipsis", [], "OpenCV has packages for server (headless) environments (such as Docker, cloud environments etc.), with no GUI library dependencies, which would avoid friendo-bot's missing OpenCV dependencies in Docker.", qsrc=DCTOOL78, author=None)  # second reader's adjudication: a verbless fragment with no subject of its own leans on the thread (rule 6; as df19's lent "normal on most of all websites is 15-30min")
    lend(FRIENDO68, [f1, f2], LG_COS7, SAME, CVFEED321)

    k1 = (U, "exec user process caused: no such file or directory", "u1")
    k2 = (U, "hi\n\nhere is steps i follow:\n\n```\ngit clone https://github.com/kjanko/python-fingerprint-recognition.git\ncd python-fingerprint-recognition\ndocker build -t finger:latest .\ndocker run -it finger:latest 101_1.tif 101_2.tif\n```", "u1")
    k3 = (U, "this will produce following error:\n\n```\n" + LG_ERR + "\n```", "u1")
    k4 = (U, "Hi! I also encountered this issue. Have you solved it?", "u2")
    k5 = (U, "I am also facing this problem. Is it because the docker build is missing something?", "u3")
    k6 = (U, "Hi, I just found the solution from Stack Overflow. You need to install `apt install libgl1-mesa-glx`, and after that the problem will be solved.", "u2")
    k7 = "i found it too, but i'm on windows. Perhaps that is the reason. I think I should go back to Ubuntu"
    rec(FINGER23, [k1], k2[1], True, "ellipsis", [], "Steps: clone python-fingerprint-recognition, `docker build -t finger:latest .`, `docker run -it finger:latest 101_1.tif 101_2.tif`; it fails.", author="u1")
    rec(FINGER23, [k1, k2], k3[1], True, "pronoun", ["this"], "Running python-fingerprint-recognition's Docker image gives 'ImportError: libGL.so.1: cannot open shared object file'.", author="u1")
    rec(FINGER23, [k1, k2, k3], k4[1], True, "pronoun", ["this issue", "it"], "I also hit python-fingerprint-recognition's libGL.so.1 import error in Docker; have you solved it?", author="u2")
    rec(FINGER23, [k1, k2, k3, k4], k5[1], True, "pronoun", ["this problem"], "I also get python-fingerprint-recognition's libGL.so.1 error; is its docker build missing something?", author="u3")
    rec(FINGER23, [k1, k2, k3, k4, k5], k6[1], True, "pronoun", ["the problem"], "Installing `libgl1-mesa-glx` with apt solves python-fingerprint-recognition's 'libGL.so.1: cannot open shared object file' error.", author="u2")
    rec(FINGER23, [k1, k2, k3, k4, k5, k6], k7, True, "pronoun", ["it"], "I found the libgl1-mesa-glx fix for python-fingerprint-recognition's libGL.so.1 error too, but I'm on Windows, which may be why it fails; I should go back to Ubuntu.", author="u3")

    m1 = (U, "libGL.so.1 not found", "u1")
    m2 = (U, "after installing the official docker image, when import cv2 , \n" + LG_ERR + "\npls fix it.", "u1")
    m3 = "dup of https://github.com/open-mmlab/mmocr/issues/75"
    rec(MMOCR90, [m1], m2[1], True, "ellipsis", ["the official docker image"], "After installing MMOCR's official docker image, `import cv2` fails with 'ImportError: libGL.so.1: cannot open shared object file'; please fix it.", author="u1")
    rec(MMOCR90, [m1, m2], m3, True, "ellipsis", [], "MMOCR's libGL.so.1 error in the official docker image is a duplicate of https://github.com/open-mmlab/mmocr/issues/75", author="u2")
    lend(MMOCR90, [m1], LG_HEADLESS, SAME, IMPACT266)

    c1 = (U, "ImportError: libGL.so.1: cannot open shared object file", "u1")
    c3 = "```\nconda create --name testenv python=3.8\nconda activate testenv\nconda install --channel conda-forge libopencv opencv py-opencv\npython3\n>>> import cv2\n" + LG_ERR + "\n```"
    rec(CVFEED321, [c1], LG_COS7, False, SAME, [], None, author="u1")
    # The session names the packages, channel and error in full: a same-author trap.
    rec(CVFEED321, [c1, (U, LG_COS7, "u1")], c3, False, SAME, [], None, author="u1")
    rec(CVFEED321, [c1], LG_README, True, "ellipsis", [], "OpenCV has packages for server (headless) environments (such as Docker, cloud environments etc.), with no GUI library dependencies, which would avoid the missing libGL.so.1 when importing cv2.", qsrc=DCTOOL78, author=None)  # second reader's adjudication: a verbless fragment with no subject of its own leans on the thread (rule 6; as df19's lent "normal on most of all websites is 15-30min")

    r1 = (U, "Docker build fails with libGL.so.1 not found error", "u1")
    r2 = (U, "## ⚡️ Describe the Bug\nThe app crashes immediately on startup because the base image \npython:3.11-slim doesn't include the system libraries that OpenCV needs to run.", "u1")
    r3 = (U, "## 👣 Steps to Reproduce\n1. Clone the repo\n2. Run docker compose up -d\n3. docker exec -it fireform-app bash\n4. python src/main.py", "u1")
    r4 = (U, "## 📉 Expected Behavior\nThe app should start without any import errors.", "u1")
    r5 = "## 🕵️ Possible Fix\nAdd libgl1 and libglib2.0-0 to the apt-get install step in the Dockerfile."
    rec(FIREF184, [r1], r2[1], True, "ellipsis", ["The app", "the base image"], "FireForm crashes on startup because its base image python:3.11-slim doesn't include the system libraries OpenCV needs (libGL.so.1).", author="u1")
    rec(FIREF184, [r1, r2], r3[1], True, "ellipsis", ["the repo"], "To reproduce FireForm's libGL.so.1 crash: clone FireForm, run docker compose up -d, docker exec -it fireform-app bash, python src/main.py.", author="u1")
    rec(FIREF184, [r1, r2, r3], r4[1], True, "ellipsis", ["The app"], "FireForm should start in Docker without the libGL.so.1 import error.", author="u1")
    rec(FIREF184, [r1, r2, r3, r4], r5, True, "ellipsis", ["the Dockerfile"], "Possible fix for FireForm's libGL.so.1 error: add libgl1 and libglib2.0-0 to the apt-get install step in FireForm's Dockerfile.", author="u1")

    q1 = (U, "ImportError: libGL.so.1: cannot open shared object file: No such file or directory", "u1")
    q2 = (U, "Upon running 'docker compose up --build' there was an error the first time concerning opencv: 'ImportError: libGL.so.1: cannot open shared object file: No such file or directory '.", "u1")
    q3 = (U, "The solution to this bug in my case was to add 'RUN apt-get update && apt-get install ffmpeg libsm6 libxext6 -y' between the lines 'WORKDIR /code' and 'COPY requirements.txt /code' in the Dockerfile of the Streamlit folder.", "u1")
    q4 = (A, "@frvdh could you open a Pull Request :smile:", "u2")
    rec(GO5P22, [q1], q2[1], True, "ellipsis", [], "Running Go5-Project's 'docker compose up --build' fails the first time with opencv's 'ImportError: libGL.so.1: cannot open shared object file'.", author="u1")
    rec(GO5P22, [q1, q2], q3[1], True, "pronoun", ["this bug"], "To fix Go5-Project's libGL.so.1 error, add 'RUN apt-get update && apt-get install ffmpeg libsm6 libxext6 -y' between 'WORKDIR /code' and 'COPY requirements.txt /code' in the Streamlit folder's Dockerfile.", author="u1")
    rec(GO5P22, [q1, q2, q3], q4[1], True, "ellipsis", [], "@frvdh could you open a Pull Request adding ffmpeg libsm6 libxext6 to Go5-Project's Streamlit Dockerfile?", author="u2")
    rec(GO5P22, [q1, q2, q3, q4], "Fixed via #23", True, "ellipsis", [], "Go5-Project's libGL.so.1 error in the Streamlit Docker image is fixed via PR #23.", author="u2")
    lend(GO5P22, [q1], LG_HEADLESS, SAME, IMPACT266)

    d1 = (U, "Error when importing fastdup in docker", "u1")
    d2 = (U, "The docker image has been built from this repo's Dockerfile.", "u1")
    d3 = (U, "`import fastdup` returns an error:\n```\n>>> import fastdup\n" + LG_ERR + "\n```", "u1")
    d4 = "Hi Sergei, we have pushed a new version of the docker which is supposed to for this. Not sure why this happened since on our ed it did work even before:"
    rec(FASTDUP3, [d1], d2[1], True, "pronoun", ["this repo's"], "My fastdup docker image has been built from fastdup's Dockerfile.", author="u1")
    rec(FASTDUP3, [d1, d2], d3[1], True, "ellipsis", [], "In the docker image built from fastdup's Dockerfile, `import fastdup` fails with 'ImportError: libGL.so.1: cannot open shared object file'.", author="u1")
    rec(FASTDUP3, [d1, d2, d3], d4, True, "pronoun", ["this"], "We have pushed a new version of fastdup's docker image that should fix the libGL.so.1 import error; not sure why it happened, since it worked for us before.", author="u2")
    lend(FASTDUP3, [d1], LG_COS7, SAME, CVFEED321)

    i1 = (U, "Fix libGL.so.1 missing error", "u1")
    rec(IMPACT266, [i1], LG_HEADLESS, False, SAME, [], None, author="u1")
    rec(IMPACT266, [i1], LG_README, True, "ellipsis", [], "OpenCV has packages for server (headless) environments (such as Docker, cloud environments etc.), with no GUI library dependencies, which would avoid the missing libGL.so.1 error in ComfyUI-Impact-Pack.", qsrc=DCTOOL78, author=None)  # second reader's adjudication: a verbless fragment with no subject of its own leans on the thread (rule 6; as df19's lent "normal on most of all websites is 15-30min")
    lend(IMPACT266, [i1], LG_COS7, SAME, CVFEED321)

    o1 = (U, "switch to install opencv-python-headless to avoid cannot open libGL.so.1", "u1")
    o2 = (U, "fix error like this：\npython -c \"import cv2\"\n\n...\n\n" + LG_ERR, "u1")
    o3 = "Actually, opencv-python is not necessary in this notebook, opencv-python-headless is more user-friendly"
    rec(OVNB2001, [o1], o2[1], True, "ellipsis", [], "Switching the OpenVINO notebook to opencv-python-headless fixes `python -c \"import cv2\"` failing with 'ImportError: libGL.so.1: cannot open shared object file'.", author="u1")
    rec(OVNB2001, [o1, o2], o3, True, "pronoun", ["this notebook"], "opencv-python is not necessary in the OpenVINO notebook this PR changes; opencv-python-headless is more user-friendly.", author="u1")

    n1 = (U, "opencv-python-headless", "u1")
    n2 = "This replaces the opencv package with a headless variant, to avoid dependency on libglib2, libgl1 etc. Ref #495"
    rec(CNET496, [n1], n2, True, "pronoun", ["This"], "This ControlNet PR replaces the opencv package with opencv-python-headless to avoid depending on libglib2, libgl1 etc. (ref #495).", author="u1")
    n2b = "This replaces the opencv package with a headless variant, to avoid dependency on libglib2, libgl1 etc. Ref #1881"
    n3 = "See Dockerfile: https://github.com/Mikubill/sd-webui-controlnet/blob/af34f514499933d5e7e1641a6b13d56411e45e76/annotator/zoe/zoedepth/models/base_models/midas_repo/Dockerfile#L4"
    rec(SDCNET1882, [n1], n2b, True, "pronoun", ["This"], "This sd-webui-controlnet PR replaces the opencv package with opencv-python-headless to avoid depending on libglib2, libgl1 etc. (ref #1881).", author="u1")
    rec(SDCNET1882, [n1, (U, n2b, "u1")], n3, True, "ellipsis", ["Dockerfile"], "sd-webui-controlnet's midas Dockerfile (annotator/zoe/zoedepth/models/base_models/midas_repo/Dockerfile#L4) installs the libraries that opencv-python needs.", author="u1")

    y1 = (U, "opencv-python => opencv-python-headless", "u1")
    y2 = (U, "This PR replaces `opencv-python` with `opencv-python-headless` to remove the dependency on GUI-related libraries (see: https://github.com/opencv/opencv-python/issues/370#issuecomment-671202529).", "u1")
    y3 = (U, "I tested this working on the `python:3.9` Docker image.", "u1")
    y4 = (A, "Is this fully maintained by the same people as the previous dependency?", "u2")
    y5 = (U, "Yes. Both packages are maintained here: https://github.com/opencv/opencv.", "u1")
    y6 = "The only difference is whether to support GUI functions or not."
    rec(IMG2DS259, [y1], y2[1], True, "pronoun", ["This PR"], "An img2dataset PR replaces `opencv-python` with `opencv-python-headless` to remove the dependency on GUI-related libraries.", author="u1")
    rec(IMG2DS259, [y1, y2], y3[1], True, "pronoun", ["this"], "I tested img2dataset with opencv-python-headless working on the `python:3.9` Docker image.", author="u1")
    rec(IMG2DS259, [y1, y2, y3], y4[1], True, "pronoun", ["this", "the previous dependency"], "Is opencv-python-headless fully maintained by the same people as opencv-python?", author="u2")
    rec(IMG2DS259, [y1, y2, y3, y4], y5[1], True, "ellipsis", ["Both packages"], "Yes: opencv-python and opencv-python-headless are both maintained at https://github.com/opencv/opencv.", author="u1")
    rec(IMG2DS259, [y1, y2, y3, y4, y5], y6, True, "ellipsis", ["The only difference"], "The only difference between opencv-python and opencv-python-headless is whether GUI functions are supported.", author="u1")

    b1 = (U, "Use headless builds of OpenCV", "u1")
    b2 = "From the `opencv-python-headless` README:\n\n> " + LG_README
    b3 = "Since we only use `cv2` for resizing images, we should use the headless build."
    # The quoted README names the package and what it leaves out: a same-author trap.
    rec(DCTOOL78, [b1], b2, False, SAME, [], None, author="u1")
    rec(DCTOOL78, [b1, (U, b2, "u1")], b3, True, "ellipsis", ["we", "the headless build"], "Since deepcell-toolbox only uses `cv2` for resizing images, it should depend on opencv-python-headless.", author="u1")

    s1 = (U, "[Feature Request] Use opencv-python-headless", "u1")
    s2 = (U, "Is there any reason that `opencv-python` is needed instead of just `opencv-python-headless`?", "u1")
    s3 = (U, "If not, using the latter as a dependency instead makes things easier on headless machines (otherwise, you're missing things like `libSM.so`).", "u1")
    s4 = (A, "Hello,\n\nDo you know exactly which features exactly are not present in the headless version?", "u2")
    s5 = (A, "It removes only some dependencies, no? If you want a ready to use headless environment, you can take a look at the docker image ;)", "u2")
    s6 = "Maybe the `cv2.imshow()` if it is part of it."
    rec(SBASE389, [s1], s2[1], True, "ellipsis", [], "Is there any reason stable-baselines needs `opencv-python` instead of just `opencv-python-headless`?", author="u1")
    rec(SBASE389, [s1, s2], s3[1], True, "ellipsis", ["the latter"], "If not, making opencv-python-headless stable-baselines' dependency makes things easier on headless machines (otherwise libSM.so and the like are missing).", author="u1")
    rec(SBASE389, [s1, s2, s3], s4[1], True, "ellipsis", ["the headless version"], "Which features exactly are not present in opencv-python-headless compared with opencv-python?", author="u2")
    rec(SBASE389, [s1, s2, s3, s4], s5[1], True, "pronoun", ["It"], "opencv-python-headless only removes some dependencies; for a ready-to-use headless environment, see the stable-baselines docker image.", author="u2")
    rec(SBASE389, [s1, s2, s3, s4, s5], s6, True, "ellipsis", [], "Maybe `cv2.imshow()` is the feature missing from opencv-python-headless, if it is part of it.", author="u2")
    lend(MMOCR90, [m1, m2], c3, SAME, CVFEED321)
    lend(EAGLE132, [g1, g2], c3, SAME, CVFEED321)
    lend(OVNB2001, [o1], c3, SAME, CVFEED321)
    lend(SBASE389, [s1], c3, SAME, CVFEED321)


# ---- Python on Windows reading UTF-8 files with the locale codec: "UnicodeDecodeError: 'charmap' codec can't decode byte" ----
OCI6 = GH + "opencitations/index/issues/6"
CONFUS3 = GH + "wanderingstan/Confusables/issues/3"
DLPAPERS94 = GH + "floodsung/Deep-Learning-Papers-Reading-Roadmap/pull/94"
CNAMES14 = GH + "opensanctions/countrynames/pull/14"
ATAP102 = GH + "foxbook/atap/issues/102"
EODS6 = GH + "AllenDowney/ElementsOfDataScience/issues/6"
SANSIDX3 = GH + "Ge0rg3/sans-index-creator/issues/3"
FWT10 = GH + "nathan-sain/foundry-world-tools/issues/10"
IPYMARK6 = GH + "natasha/ipymarkup/pull/6"
CM_CP1252 = "The encoding on my windows computer is 'cp1252'."
CM_9D = "Unfortunately, It seems the 0x9d character doesn't have a corresponding entry in the utf-8 character map."


def _charmap(rec, U, A, lend) -> None:  # noqa: PLR0915
    o1 = (U, "UnicodeDecodeError", "u1")
    o2 = "If encoding=\"utf8\" is not specified (also) when a file is opened, it can cause Unicode Decode Errors (\"'charmap' codec can't decode byte 0x90 in position n: character maps to undefined\") when the software is run in Windows (e.g. running test.04_oci)."
    rec(OCI6, [o1], o2, True, "ellipsis", ["the software"], "If encoding=\"utf8\" is not specified when a file is opened, the OpenCitations index software can fail with 'charmap' codec can't decode byte 0x90 when run on Windows (e.g. running test.04_oci).", author="u1")
    lend(OCI6, [o1], CM_CP1252, SAME, EODS6)
    lend(OCI6, [o1, (U, o2, "u1")], CM_9D, SELF, FWT10)

    c1 = (U, "UnicodeDecodeError: 'Charmp' codec can't decode byte 0x8f", "u1")
    c2 = "I am getting the following error when trying to run the test.py file.\n`line 23, in decode\n    return codecs.charmap_decode(input,self.errors,decoding_table)[0]\nUnicodeDecodeError: 'charmap' codec can't decode byte 0x8f in position 1021: character maps to <undefined>`"
    rec(CONFUS3, [c1], c2, True, "ellipsis", ["the test.py file"], "Running Confusables' test.py fails with \"UnicodeDecodeError: 'charmap' codec can't decode byte 0x8f in position 1021: character maps to <undefined>\".", author="u1")
    lend(CONFUS3, [c1], CM_9D, SELF, FWT10)

    f1 = (U, "Specify encoding utf-8", "u1")
    f2 = "To fix the UnicodeDecodeError: 'charmap' codec can't decode byte 0x9d in position 33091: character maps to <undefined> error in Windows"
    rec(DLPAPERS94, [f1], f2, True, "ellipsis", [], "Specifying encoding utf-8 in Deep-Learning-Papers-Reading-Roadmap's script fixes \"UnicodeDecodeError: 'charmap' codec can't decode byte 0x9d\" on Windows.", author="u1")
    lend(DLPAPERS94, [f1], CM_CP1252, SAME, EODS6)

    n1 = (U, "Fix open file encoding", "u1")
    n2 = (U, "Prevent error \"UnicodeDecodeError: 'charmap' codec can't decode byte 0xXX in position XXXX: character maps to <undefined>\" on Windows", "u1")
    rec(CNAMES14, [n1], n2[1], True, "ellipsis", [], "Fixing countrynames' open file encoding prevents \"UnicodeDecodeError: 'charmap' codec can't decode byte\" on Windows.", author="u1")
    rec(CNAMES14, [n1, n2], "Thanks, Michael!", True, "ellipsis", [], "Thanks, Michael, for fixing countrynames' file encoding on Windows!", author="u2")
    lend(CNAMES14, [n1], CM_9D, SELF, FWT10)

    a1 = (U, "UnicodeDecodeError: 'charmap' codec can't decode byte", "u1")
    a2 = (U, "I run the code with the data file:\nhttps://github.com/foxbook/atap/tree/master/snippets/ch01", "u1")
    a3 = (U, "but receive the error\nUnicodeDecodeError: 'charmap' codec can't decode byte 0x9d in position 1526: character maps to <undefined>\nThis file contain some of '. But it is Unicode.", "u1")
    a4 = (U, "What is the reason? how to fix it?", "u1")
    a5 = (U, "SOLVED:\nThe solution is:\nopen(FPATH, 'r', encoding = 'utf-8')  #<----------------- add the encoding parameter", "u1")
    a6 = "Gald you figured it out!"
    rec(ATAP102, [a1], a2[1], True, "ellipsis", ["the code"], "I run the atap book's chapter 1 code with the data file at https://github.com/foxbook/atap/tree/master/snippets/ch01 and get a 'charmap' codec UnicodeDecodeError.", author="u1")
    rec(ATAP102, [a1, a2], a3[1], True, "ellipsis", [], "Running the atap chapter 1 snippet gives \"UnicodeDecodeError: 'charmap' codec can't decode byte 0x9d in position 1526\", although the data file is Unicode.", author="u1")
    rec(ATAP102, [a1, a2, a3], a4[1], True, "pronoun", ["it"], "What is the reason for the 'charmap' codec UnicodeDecodeError reading the atap chapter 1 data file, and how do I fix it?", author="u1")
    rec(ATAP102, [a1, a2, a3, a4], a5[1], True, "ellipsis", ["The solution"], "The solution to the atap chapter 1 'charmap' UnicodeDecodeError is to open the file with open(FPATH, 'r', encoding='utf-8').", author="u1")
    rec(ATAP102, [a1, a2, a3, a4, a5], a6, True, "pronoun", ["it"], "Glad you figured out that adding encoding='utf-8' fixes the atap 'charmap' UnicodeDecodeError!", author="u2")
    lend(ATAP102, [a1], CM_CP1252, SAME, EODS6)

    e1 = (U, "04_loops : UnicodeDecodeError: 'charmap' codec can't decode byte 0x9d in position 619: character maps to <undefined>", "u1")
    e3 = "When I execute the following cell of the 04_loops notebook: \n`fp = open('2600-0.txt')  \ncount = 0  \nfor line in fp:  \n    count += 1  `\n\nI get the following error:\n`UnicodeDecodeError: 'charmap' codec can't decode byte 0x9d in position 619: character maps to <undefined>`"
    e4 = (U, "I executed the notebook on local and not on colab", "u1")
    e5 = (U, "The issue is solved with `encoding='utf8'`", "u1")
    e6 = (A, "Will fix. Thanks!", "u2")
    rec(EODS6, [e1], CM_CP1252, False, SAME, [], None, author="u1")
    h = [e1, (U, CM_CP1252, "u1")]
    # Names the notebook, the cell's code and the error in full: a same-author trap.
    rec(EODS6, h, e3, False, SAME, [], None, author="u1")
    h = [*h, (U, e3, "u1")]
    rec(EODS6, h, e4[1], True, "ellipsis", ["the notebook"], "I executed Elements of Data Science's 04_loops notebook locally, not on Colab, when I got the 'charmap' UnicodeDecodeError.", author="u1")
    rec(EODS6, [*h, e4], e5[1], True, "ellipsis", ["The issue"], "The 04_loops notebook's 'charmap' UnicodeDecodeError on Windows is solved by opening 2600-0.txt with `encoding='utf8'`.", author="u1")
    rec(EODS6, [*h, e4, e5], e6[1], True, "ellipsis", [], "I will fix the 04_loops notebook to open 2600-0.txt with encoding='utf8'. Thanks!", author="u2")
    rec(EODS6, [*h, e4, e5, e6], "I added a note for Windows users.", True, "ellipsis", [], "I added a note for Windows users about the 04_loops notebook's 'charmap' UnicodeDecodeError and encoding='utf8'.", author="u2")

    s1 = (U, "UnicodeDecodeError: 'charmap' codec can't decode byte 0x9d in position 1015: character maps to <undefined>", "u1")
    s2 = (U, "Upon execution I receive the following error message:\nTraceback (most recent call last):\n  File \"C:\\Users\\Blah\\Downloads\\sans-index-creator-master\\sans_indexer.py\", line 69, in <module>\n    data = f.read()\n  File \"C:\\Python\\Python3\\lib\\encodings\\cp1252.py\", line 23, in decode\n    return codecs.charmap_decode(input,self.errors,decoding_table)[0]\nUnicodeDecodeError: 'charmap' codec can't decode byte 0x9d in position 1015: character maps to <undefined>", "u1")
    s3 = "fixed by adding ', encoding='utf8'' to the open of the input page"
    rec(SANSIDX3, [s1], s2[1], True, "ellipsis", [], "Running sans_indexer.py fails at `data = f.read()` with \"UnicodeDecodeError: 'charmap' codec can't decode byte 0x9d in position 1015\" (cp1252).", author="u1")
    rec(SANSIDX3, [s1, s2], s3, True, "ellipsis", ["the input page"], "sans-index-creator's 'charmap' UnicodeDecodeError is fixed by adding encoding='utf8' to the open() of the input page in sans_indexer.py.", author="u1")
    lend(SANSIDX3, [s1], CM_9D, SELF, FWT10)

    w1 = (U, "UnicodeDecodeError running in Windows", "u1")
    w2 = (U, "Get the following error when running the tool in Windows:\n\n`UnicodeDecodeError: 'charmap' codec can't decode byte 0x9d in position 1162: character maps to <undefined>`", "u1")
    w3 = (U, "EDIT: I was able to workaround this by activating a beta feature in Windows10", "u1")
    w4 = (A, "@jocolamarco I'm interested to know  what feature you enabled in order to get around this error.", "u2")
    w6 = (A, "I'm curious what format the the file on your system is?", "u2")
    w7 = "I used notepad++ and sublime console features to check system encoding in\nwin10. It came up as 'undefined'."
    rec(FWT10, [w1], w2[1], True, "ellipsis", ["the tool"], "Running foundry-world-tools on Windows fails with \"UnicodeDecodeError: 'charmap' codec can't decode byte 0x9d in position 1162\".", author="u1")
    rec(FWT10, [w1, w2], w3[1], True, "pronoun", ["this"], "I worked around foundry-world-tools' 'charmap' UnicodeDecodeError by activating a beta feature in Windows 10.", author="u1")
    rec(FWT10, [w1, w2, w3], w4[1], True, "pronoun", ["this error"], "@jocolamarco which Windows 10 beta feature did you enable to get around foundry-world-tools' 'charmap' UnicodeDecodeError?", author="u2")
    # The maintainer's claim about the byte names byte and map in full: a same-speaker trap.
    rec(FWT10, [w1, w2, w3, w4], CM_9D, False, SELF, [], None, author="u2")
    rec(FWT10, [w1, w2, w3, w4, (A, CM_9D, "u2")], w6[1], True, "ellipsis", ["the the file"], "What format is the file foundry-world-tools fails to decode (byte 0x9d, 'charmap' codec) on your system?", author="u2")
    rec(FWT10, [w1, w2, w3, w4, (A, CM_9D, "u2"), w6], w7, True, "ellipsis", [], "Checking the Windows 10 system encoding with notepad++ and sublime console, while debugging foundry-world-tools' 'charmap' error, it came up as 'undefined'.", author="u1")

    p1 = (U, "Fix problems with codepage on windows", "u1")
    p2 = (U, "When trying to build on Windows getting a UnicodeDecodeError: 'charmap' codec can't decode byte 0x8f in position 860: character maps to <undefined>", "u1")
    p3 = (U, "Suspect this is defaulting to CP1252 on Windows, so forcing to utf-8 should help.", "u1")
    p4 = "This code should work with python2 and python3."
    rec(IPYMARK6, [p1], p2[1], True, "ellipsis", [], "Building ipymarkup on Windows fails with \"UnicodeDecodeError: 'charmap' codec can't decode byte 0x8f in position 860\".", author="u1")
    rec(IPYMARK6, [p1, p2], p3[1], True, "pronoun", ["this"], "I suspect ipymarkup's build on Windows defaults to CP1252 when reading files, so forcing utf-8 should fix the 'charmap' UnicodeDecodeError.", author="u1")
    rec(IPYMARK6, [p1, p2, p3], p4, True, "pronoun", ["This code"], "The utf-8 encoding fix in this ipymarkup pull request should work with python2 and python3.", author="u1")
    lend(IPYMARK6, [p1], CM_CP1252, SAME, EODS6)
    lend(CONFUS3, [c1, (U, c2, "u1")], e3, SAME, EODS6)
    lend(DLPAPERS94, [f1, (U, f2, "u1")], e3, SAME, EODS6)
    lend(SANSIDX3, [s1, s2], e3, SAME, EODS6)
    lend(OCI6, [o1, (U, o2, "u1")], e3, SAME, EODS6)


# ---- React/Next.js hydration mismatches: "Text content does not match server-rendered HTML", browser extensions and suppressHydrationWarning ----
ATHLI61 = GH + "palhinhax/Athlifyr/issues/61"
MINT1266 = GH + "mint-vernetzt/community-platform/issues/1266"
MINT1267 = GH + "mint-vernetzt/community-platform/pull/1267"
LOCULUS1884 = GH + "loculus-project/loculus/issues/1884"
PORTF4 = GH + "lordarcadius/portfolio/pull/4"
EARN364 = GH + "SuperteamDAO/earn/issues/364"
DEEPSDK16 = GH + "deep-foundation/sdk/issues/16"
PROSTORE24 = GH + "bradtraversy/prostore/issues/24"
ITF53 = GH + "iTestFlow/iTestFlow-Agent/issues/53"
CORTEX333 = GH + "grandamenium/cortextos/pull/333"
VCOMFY34 = GH + "ViewComfy/ViewComfy/pull/34"
OPENCUT823 = GH + "OpenCut-app/OpenCut/issues/823"
COPILOTKIT5568 = GH + "CopilotKit/CopilotKit/pull/5568"
ITHACA237 = GH + "cornellh4i/ithaca-recovery/pull/237"
CLOSEDL14 = GH + "closedloop-ai/closedloop-ai/pull/14"
CLOFFICE31 = GH + "paulrobello/claude-office/pull/31"
TSROUTER3689 = GH + "TanStack/router/issues/3689"
HY_EXT = "Browser extensions (Grammarly, LastPass, etc.) inject attributes onto `<body>` before React hydrates."
HY_INIT = "\"Hydration failed because the initial UI does not match what was rendered on the server.\""
HY_TREE = "A tree hydrated but some attributes of the server rendered HTML didn't match the client properties."
HY_TANSTACK = "A hydration error arises when users activate extensions that modify the HTML, like Grammarly."


def _hydration(rec, U, A, lend) -> None:  # noqa: PLR0915
    t1 = (U, "error on 404", "u1")
    t2 = "on-recoverable-error.js:20 Uncaught Error: Text content does not match server-rendered HTML.\nSee more info here: https://nextjs.org/docs/messages/react-hydration-error"
    rec(ATHLI61, [t1], t2, True, "ellipsis", [], "Athlifyr's 404 page throws 'Uncaught Error: Text content does not match server-rendered HTML' (https://nextjs.org/docs/messages/react-hydration-error).", author="u1")
    lend(ATHLI61, [t1], HY_EXT, SAME, CORTEX333)
    lend(ATHLI61, [t1, (U, t2, "u1")], HY_TANSTACK, SAME, TSROUTER3689)

    m1 = (U, "[Bug]: Text content did not match (Hydration Error)", "u1")
    m2 = "### What happened?\n\n" + HY_INIT
    # The error message names its subject in full: a same-author trap.
    rec(MINT1266, [m1], m2, False, SAME, [], None, author="u1")
    lend(MINT1266, [m1], HY_TREE, SAME, COPILOTKIT5568)
    p1 = (U, "fix: Text content did not match (Hydration Error)", "u1")
    lend(MINT1267, [p1], HY_TANSTACK, SAME, TSROUTER3689)
    lend(MINT1267, [p1], HY_TREE, SAME, COPILOTKIT5568)

    l1 = (U, "React hydration error after clicking search button", "u1")
    l2 = (U, "E2E test reveals a hydration error on the search page after clicking \"search\".", "u1")
    l3 = "The errors are:\n\n```\nText content does not match server-rendered HTML.\n```"
    rec(LOCULUS1884, [l1], l2[1], True, "ellipsis", ["the search page"], "An E2E test reveals a React hydration error on Loculus's search page after clicking \"search\".", author="u1")
    rec(LOCULUS1884, [l1, l2], l3, True, "ellipsis", ["The errors"], "The hydration error on Loculus's search page after clicking search is 'Text content does not match server-rendered HTML.'", author="u1")
    lend(LOCULUS1884, [l1], HY_INIT, SAME, MINT1266)
    lend(LOCULUS1884, [l1, l2], HY_EXT, SAME, CORTEX333)

    f1 = (U, "Fixed", "u1")
    f2 = "- Text content does not match server-rendered HTML\n- Hydration error"
    rec(PORTF4, [f1], f2, True, "ellipsis", [], "This portfolio pull request fixes 'Text content does not match server-rendered HTML' and a hydration error.", author="u1")
    lend(PORTF4, [f1], HY_TANSTACK, SAME, TSROUTER3689)

    e1 = (U, "Resolve Hydration Errors", "u1")
    e2 = (U, "## Expected Behavior\n- The web-app should render consistently on both the server and the client, ensuring a smooth hydration process without errors.", "u1")
    e3 = (U, "## Steps to Reproduce the Problem\n1. Run the app using `pnpm dev`\n2. Observe the localhost for hydration error messages during page load.", "u1")
    e4 = (U, "Ohh that is what i was facing.", "u2")
    e5 = (U, "Is this issue still open? Or fixed already?", "u3")
    e6 = (U, "it's open @joshuanazareth97", "u1")
    rec(EARN364, [e1], e2[1], True, "ellipsis", ["The web-app"], "Superteam Earn's web app should render consistently on server and client, hydrating without errors.", author="u1")
    rec(EARN364, [e1, e2], e3[1], True, "ellipsis", ["the app"], "To reproduce Superteam Earn's hydration errors, run the app with `pnpm dev` and watch localhost for hydration error messages during page load.", author="u1")
    rec(EARN364, [e1, e2, e3], e4[1], True, "pronoun", ["that"], "The hydration errors on Superteam Earn's page load with `pnpm dev` are what I was facing.", author="u2")
    rec(EARN364, [e1, e2, e3, e4], e5[1], True, "pronoun", ["this issue"], "Is Superteam Earn's hydration errors issue still open, or fixed already?", author="u3")
    rec(EARN364, [e1, e2, e3, e4, e5], e6[1], True, "pronoun", ["it"], "Superteam Earn's hydration errors issue is still open, @joshuanazareth97.", author="u1")
    rec(EARN364, [e1, e2, e3, e4, e5, e6], "has been fixed by me, so closing", True, "ellipsis", [], "Superteam Earn's hydration errors have been fixed by me, so closing the issue.", author="u1")

    d1 = (U, "Error: Text content does not match server-rendered HTML. (and 2 other errors on start up of GitPod)", "u1")
    d2 = "```\nUnhandled Runtime Error\nError: Text content does not match server-rendered HTML.\n\nWarning: Text content did not match. Server: \"connection\" Client: \"Connection to Deep\"\n```"
    rec(DEEPSDK16, [d1], d2, True, "ellipsis", [], "On start-up of the Deep Foundation SDK in GitPod: 'Text content does not match server-rendered HTML', with server text \"connection\" and client text \"Connection to Deep\".", author="u1")
    lend(DEEPSDK16, [d1], HY_INIT, SAME, MINT1266)
    lend(DEEPSDK16, [d1, (U, d2, "u1")], HY_TANSTACK, SAME, TSROUTER3689)

    s1 = (U, "Application not working getting hydration issues", "u1")
    s2 = "Hydration failed because the server rendered HTML didn't match the client. As a result this tree will be regenerated on the client."
    s3 = "It can also happen if the client has a browser extension installed which messes with the HTML before React loaded."
    rec(PROSTORE24, [s1], s2, False, SELF, [], None, author="u1")
    rec(PROSTORE24, [s1, (U, s2, "u1")], s3, True, "pronoun", ["It"], "A React hydration failure can also happen if the client has a browser extension installed which messes with the HTML before React loaded.", author="u1")
    lend(PROSTORE24, [s1], HY_EXT, SAME, CORTEX333)

    i1 = (U, "[Bug]: React hydration warning on every page load with certain browser extensions", "u1")
    i2 = (U, "Loading any page logs a React hydration mismatch warning in the browser console,\npointing at the `<body>` tag in the root layout.", "u1")
    i3 = (U, "It's triggered by browser\nextensions (Grammarly, password managers, etc.) that inject attributes like\n`data-gr-ext-installed` and `data-new-gr-c-s-check-loaded` onto `<body>` before\nReact hydrates.", "u1")
    i4 = (U, "### Expected behavior\n\nNo hydration warning for attributes the app doesn't control and didn't render.", "u1")
    i5 = "### Impact\n\nLow: minor issue or cosmetic problem"
    rec(ITF53, [i1], i2[1], True, "ellipsis", ["any page"], "Loading any iTestFlow Agent page logs a React hydration mismatch warning pointing at the `<body>` tag in the root layout.", author="u1")
    rec(ITF53, [i1, i2], i3[1], True, "pronoun", ["It"], "iTestFlow Agent's hydration warning on `<body>` is triggered by browser extensions (Grammarly, password managers) injecting attributes like `data-gr-ext-installed` before React hydrates.", author="u1")
    rec(ITF53, [i1, i2, i3], i4[1], True, "ellipsis", ["the app"], "iTestFlow Agent should show no hydration warning for `<body>` attributes it doesn't control and didn't render.", author="u1")
    rec(ITF53, [i1, i2, i3, i4], i5, True, "ellipsis", [], "The impact of iTestFlow Agent's extension-triggered hydration warning is low: a minor, cosmetic problem.", author="u1")
    lend(ITF53, [i1], HY_TREE, SAME, COPILOTKIT5568)

    c1 = (U, "fix(dashboard): suppress hydration warning on <body>", "u1")
    c3 = (U, "The `<html>` tag already has `suppressHydrationWarning` to handle this.", "u1")
    c4 = (U, "Apply the same to `<body>` so users running these extensions don't see a noisy dev console error.", "u1")
    c5 = "Open dashboard with Grammarly extension active in dev mode — hydration error gone."
    rec(CORTEX333, [c1], HY_EXT, False, SAME, [], None, author="u1")
    h = [c1, (U, HY_EXT, "u1")]
    rec(CORTEX333, h, c3[1], True, "pronoun", ["this"], "cortextos's dashboard `<html>` tag already has `suppressHydrationWarning` to handle attributes browser extensions inject before React hydrates.", author="u1")
    rec(CORTEX333, [*h, c3], c4[1], True, "ellipsis", ["the same", "these extensions"], "Add `suppressHydrationWarning` to the cortextos dashboard's `<body>` too, so users running Grammarly or LastPass don't see a noisy dev console hydration error.", author="u1")
    rec(CORTEX333, [*h, c3, c4], c5, True, "ellipsis", ["dashboard"], "Test: open the cortextos dashboard with the Grammarly extension active in dev mode; the hydration error should be gone.", author="u1")
    lend(CORTEX333, [c1], HY_INIT, SAME, MINT1266)

    v1 = (U, "suppressHydrationWarning fix", "u1")
    v2 = (U, "This pull request adds the _suppressHydrationWarning_ attribute to the \\<body\\> element.", "u1")
    v3 = (U, "While the suppressHydrationWarning attribute is already present on the \\<html\\> tag, it is not sufficient on its own to suppress hydration warnings that may occur within the \\<body\\>.", "u1")
    v4 = (A, "Hello @veka-server, thank you very much for taking the time to propose this PR, most probably you're seeing the error because you have some extension that is making that warning trigger, the most common example is Grammarly, if you open the app using private mode you will see that the warning is not showing", "u2")
    v5 = "You are right, I understand. It's probably due to one of my browser extensions."
    rec(VCOMFY34, [v1], v2[1], True, "pronoun", ["This pull request"], "A ViewComfy pull request adds the suppressHydrationWarning attribute to the <body> element.", author="u1")
    rec(VCOMFY34, [v1, v2], v3[1], True, "ellipsis", ["the \\<html\\> tag"], "suppressHydrationWarning on ViewComfy's <html> tag is not sufficient on its own to suppress hydration warnings within <body>.", author="u1")
    rec(VCOMFY34, [v1, v2, v3], v4[1], True, "pronoun", ["this PR", "the error"], "You most probably see ViewComfy's hydration warning because a browser extension such as Grammarly triggers it; in private mode the warning does not show.", author="u2")
    rec(VCOMFY34, [v1, v2, v3, v4], v5, True, "pronoun", ["It"], "The ViewComfy hydration warning I saw is probably due to one of my browser extensions.", author="u1")
    lend(VCOMFY34, [v1], HY_TREE, SAME, COPILOTKIT5568)

    o1 = (U, "[BUG] Hydration mismatch warning in dev caused by browser extensions (e.g. Grammarly)", "u1")
    o2 = (U, "### Platform\n\nWindows 11", "u1")
    o3 = (U, "### Browser\n\nChrome", "u1")
    o4 = "I received this error after doing `bun run dev`"
    rec(OPENCUT823, [o1], o2[1], True, "ellipsis", [], "OpenCut's dev-mode hydration mismatch warning caused by browser extensions happens on Windows 11.", author="u1")
    rec(OPENCUT823, [o1, o2], o3[1], True, "ellipsis", [], "OpenCut's dev-mode hydration mismatch warning caused by browser extensions happens in Chrome on Windows 11.", author="u1")
    rec(OPENCUT823, [o1, o2, o3], o4, True, "pronoun", ["this error"], "I received OpenCut's hydration mismatch warning after running `bun run dev`.", author="u1")
    lend(OPENCUT823, [o1], HY_INIT, SAME, MINT1266)

    k1 = (U, "fix(examples): suppress browser-extension hydration warning on <body> across integration demos", "u1")
    k2 = (U, "**Mike Ryan hit a hydration error on first load of a fresh `langgraph-python` init — caused by his Grammarly browser extension.**", "u1")
    k3 = (U, "Grammarly (and similar extensions) inject attributes onto `<body>` *before* React hydrates:", "u1")
    k4 = (U, "Those attributes are in the client DOM but absent from the server HTML, so Next.js reports:", "u1")
    k6 = "`suppressHydrationWarning` on `<body>` is the React/Next.js-recommended escape hatch for this."
    rec(COPILOTKIT5568, [k1], k2[1], True, "ellipsis", [], "Mike Ryan hit a hydration error on first load of a fresh CopilotKit `langgraph-python` integration demo, caused by his Grammarly browser extension.", author="u1")
    # A general fact about Grammarly-like extensions, named in full: a same-author trap.
    rec(COPILOTKIT5568, [k1, k2], k3[1], False, SAME, [], None, author="u1")
    rec(COPILOTKIT5568, [k1, k2, k3], k4[1], True, "pronoun", ["Those attributes"], "The attributes Grammarly injects onto <body> are in the client DOM but absent from the server HTML, so Next.js reports a hydration mismatch.", author="u1")
    rec(COPILOTKIT5568, [k1, k2, k3, k4], HY_TREE, False, SAME, [], None, author="u1")
    rec(COPILOTKIT5568, [k1, k2, k3, k4, (U, HY_TREE, "u1")], k6, True, "pronoun", ["this"], "`suppressHydrationWarning` on `<body>` is the React/Next.js-recommended escape hatch for hydration mismatches from attributes browser extensions inject.", author="u1")

    r1 = (U, "Suppress hydration warning from browser-extension-injected attributes", "u1")
    r2 = (U, "## Summary\n- Adds `suppressHydrationWarning` to `<body>` — browser extensions (e.g. security/wallet extensions) inject attributes like `bis_register` before React hydrates, producing a hydration-mismatch warning that isn't caused by or actionable in our code.", "u1")
    rec(ITHACA237, [r1], r2[1], True, "ellipsis", ["our code"], "This ithaca-recovery PR adds `suppressHydrationWarning` to `<body>`: extensions inject attributes like `bis_register` before React hydrates, giving a hydration-mismatch warning not caused by ithaca-recovery's code.", author="u1")
    rec(ITHACA237, [r1, r2], "- [x] `yarn tsc --noEmit` clean", True, "ellipsis", [], "ithaca-recovery's suppressHydrationWarning change passes `yarn tsc --noEmit` cleanly.", author="u1")

    q1 = (U, "fix: suppress body hydration extension attrs", "u1")
    q2 = "## Summary\n- Add `suppressHydrationWarning` to the root `<body>` element so browser-extension-injected attributes such as Grammarly markers do not surface as React hydration mismatch errors."
    rec(CLOSEDL14, [q1], q2, True, "ellipsis", ["the root `<body>` element"], "Add `suppressHydrationWarning` to closedloop-ai's root `<body>` element so browser-extension-injected attributes such as Grammarly markers do not surface as React hydration mismatch errors.", author="u1")

    w1 = (U, "fix: suppress hydration mismatch from browser extensions", "u1")
    w2 = (U, "- Adds `suppressHydrationWarning` to `<body>` in `frontend/src/app/layout.tsx`", "u1")
    w3 = "- Prevents React hydration errors caused by browser extensions injecting attributes (e.g. `data-atm-ext-installed`) into the DOM before hydration"
    rec(CLOFFICE31, [w1], w2[1], True, "ellipsis", [], "The claude-office fix adds `suppressHydrationWarning` to `<body>` in `frontend/src/app/layout.tsx`.", author="u1")
    rec(CLOFFICE31, [w1, w2], w3, True, "ellipsis", [], "claude-office's suppressHydrationWarning on <body> prevents React hydration errors caused by browser extensions injecting attributes (e.g. `data-atm-ext-installed`) before hydration.", author="u1")

    n1 = (U, "Browser extension causes Hydration Error", "u1")
    n2 = (U, "### Which project does this relate to?\n\nStart", "u1")
    n4 = (U, "Shouldn't this error already be handled by Tanstack start? The app styles break when this error occurs", "u1")
    n5 = "### Expected behavior\n\nAs a user, I expect to be able to use browser extensions on apps that use tantstack start."
    rec(TSROUTER3689, [n1], n2[1], True, "ellipsis", ["this"], "The browser-extension hydration error relates to TanStack Start.", author="u1")
    rec(TSROUTER3689, [n1, n2], HY_TANSTACK, False, SAME, [], None, author="u1")
    rec(TSROUTER3689, [n1, n2, (U, HY_TANSTACK, "u1")], n4[1], True, "pronoun", ["this error"], "Shouldn't the hydration error from extensions like Grammarly already be handled by TanStack Start? The app styles break when it occurs.", author="u1")
    # Names the user, the extensions and TanStack Start in full: a same-author trap.
    rec(TSROUTER3689, [n1, n2, (U, HY_TANSTACK, "u1"), n4], n5, False, SAME, [], None, author="u1")
    lend(TSROUTER3689, [n1], HY_EXT, SAME, CORTEX333)
    lend(CLOSEDL14, [q1], k3[1], SAME, COPILOTKIT5568)
    lend(CLOFFICE31, [w1], k3[1], SAME, COPILOTKIT5568)
    lend(ITHACA237, [r1], k3[1], SAME, COPILOTKIT5568)
    lend(PORTF4, [f1, (U, f2, "u1")], k3[1], SAME, COPILOTKIT5568)


# ---- PostgreSQL connection exhaustion: "FATAL: sorry, too many clients already" and reserved superuser slots ----
ORI198 = GH + "openstate/open-raadsinformatie/issues/198"
TBRO57 = GH + "TBroTeam/TBro/issues/57"
UIUC417 = GH + "Center-for-AI-Innovation/uiuc-chat-frontend/issues/417"
OMICRON6 = GH + "zillionare/omicron/issues/6"
PGMOON47 = GH + "leafo/pgmoon/issues/47"
PORSAGER241 = GH + "porsager/postgres/issues/241"
PGK8S499 = GH + "canonical/postgresql-k8s-operator/issues/499"
PGEASY179 = GH + "shayonj/pg_easy_replicate/issues/179"
ZAMMAD52 = GH + "zammad/zammad-helm/issues/52"
OBSERV386 = GH + "mdn/mdn-http-observatory/pull/386"
TDP353 = GH + "TOSIT-IO/tdp-collection/issues/353"
PG_100 = "A default postgres install max allows 100 connections."
PG_TBRO = "When loading the blast page of TBro, there are no blast-DBs selectable."
PG_HIVE = "ERROR : FAILED: Execution Error, return code 1 from org.apache.hadoop.hive.ql.exec.DDLTask. MetaException(message:java.lang.RuntimeException: com.zaxxer.hikari.pool.HikariPool$PoolInitializationException: Failed to initialize pool: FATAL: remaining connection slots are reserved for non-replication superuser connections)"


def _pgclients(rec, U, A, lend) -> None:  # noqa: PLR0915
    o1 = (U, "FATAL: sorry, too many clients already", "u1")
    o2 = "```\n(psycopg2.OperationalError) FATAL: sorry, too many clients already (Background on this error at: http://sqlalche.me/e/e3q8)\n```"
    rec(ORI198, [o1], o2, True, "ellipsis", [], "Open Raadsinformatie fails with (psycopg2.OperationalError) FATAL: sorry, too many clients already.", author="u1")
    lend(ORI198, [o1], PG_100, SAME, PORSAGER241)
    lend(ORI198, [o1, (U, o2, "u1")], PG_HIVE, SAME, TDP353)

    t1 = (U, "Tbro blast: \"psql: FATAL: sorry, too many clients already\"", "u1")
    t3 = (U, "When @iimog and me tried to investigate this error, we found the following error given by the worker database:\n\n```\nError!: SQLSTATE[08006] [7] FATAL:  sorry, too many clients already<br/>\n```", "u1")
    t4 = (U, "Any ideas what this may cause?", "u1")
    t5 = "Thanks for reporting. I pushed a fix to the develop branch. Will be part of the next release. Thanks @phryneas for the pointer."
    # Names TBro's blast page and the symptom in full: a same-author trap.
    rec(TBRO57, [t1], PG_TBRO, False, SAME, [], None, author="u1")
    h = [t1, (U, PG_TBRO, "u1")]
    rec(TBRO57, h, t3[1], True, "pronoun", ["this error"], "Investigating TBro's blast page showing no blast-DBs, we found the worker database giving 'SQLSTATE[08006] [7] FATAL: sorry, too many clients already'.", author="u1")
    rec(TBRO57, [*h, t3], t4[1], True, "pronoun", ["this"], "Any ideas what causes TBro's worker database to give 'FATAL: sorry, too many clients already'?", author="u1")
    rec(TBRO57, [*h, t3, t4], t5, True, "ellipsis", [], "A fix for TBro's worker database 'too many clients already' error is pushed to the develop branch and will be part of the next release.", author="u2")
    lend(TBRO57, [t1], PG_100, SAME, PORSAGER241)

    u1 = (U, "Postgres too many connections on dev", "u1")
    u2 = "```**2025-09-17 20:50:46.605 UTC [253] FATAL:  sorry, too many clients already**```"
    rec(UIUC417, [u1], u2, True, "ellipsis", [], "UIUC chat's dev Postgres logs '2025-09-17 20:50:46.605 UTC [253] FATAL: sorry, too many clients already'.", author="u1")
    rec(UIUC417, [u1, (U, u2, "u1")], "Couldn't reproduce.", True, "ellipsis", [], "I couldn't reproduce UIUC chat's dev Postgres 'too many clients already' error.", author="u1")
    lend(UIUC417, [u1], PG_HIVE, SAME, TDP353)
    lend(UIUC417, [u1], PG_TBRO, SAME, TBRO57)

    m1 = (U, "postgres FATAL: sorry, too many clients already", "u1")
    rec(OMICRON6, [m1], "omega download with serveral processes, caused this error.", True, "pronoun", ["this error"], "omega download with several processes caused omicron's postgres error 'FATAL: sorry, too many clients already'.", author="u1")
    lend(OMICRON6, [m1], PG_100, SAME, PORSAGER241)

    g1 = (U, "postgresql say too many clients already.", "u1")
    g2 = (U, "2016-12-20 11:14:09 CST [25669-1] mqtt@test_mqtt FATAL:  sorry, too many clients already\n2016-12-20 11:14:09 CST [25667-1] mqtt@test_mqtt FATAL:  remaining connection slots are reserved for non-replication superuser connections", "u1")
    g3 = "are you closing your connections or re-using them after you're done with them?"
    rec(PGMOON47, [g1], g2[1], True, "ellipsis", [], "With pgmoon, postgresql logs 'FATAL: sorry, too many clients already' and 'remaining connection slots are reserved for non-replication superuser connections' for mqtt@test_mqtt.", author="u1")
    rec(PGMOON47, [g1, g2], g3, True, "ellipsis", ["your connections"], "With pgmoon, are you closing your postgres connections or re-using them after you're done with them (too many clients already)?", author="u2")
    lend(PGMOON47, [g1], PG_TBRO, SAME, TBRO57)

    p1 = (U, "Error: remaining connection slots are reserved for non-replication superuser connections", "u1")
    p2 = (U, "Hello,\nit may be that my nodejs server was started too often, but with this is my simple setup (later used in routes))\n\nconst sql = require(\"postgres\")(process.env.PGSTRING, {\n  max: 999,         // Max number of connections\n  idle_timeout: 5 // close after 5 seconds\n})\napp.set(\"sql\", sql)", "u1")
    p3 = (U, "I get the following message sometimes: Error: remaining connection slots are reserved for non-replication superuser connections", "u1")
    p4 = (A, "Running with 999 connections is probably your issue.", "u2")
    p6 = "I would say 20 is good for most apps, but this is very specific to your requirements."
    rec(PORSAGER241, [p1], p2[1], True, "ellipsis", [], "My Node.js server uses porsager/postgres with `max: 999` connections and `idle_timeout: 5` and may have been started too often.", author="u1")
    rec(PORSAGER241, [p1, p2], p3[1], True, "ellipsis", [], "With porsager/postgres set to max 999 connections I sometimes get 'remaining connection slots are reserved for non-replication superuser connections'.", author="u1")
    rec(PORSAGER241, [p1, p2, p3], p4[1], True, "ellipsis", ["your issue"], "Running porsager/postgres with max 999 connections is probably why you get 'remaining connection slots are reserved'.", author="u2")
    rec(PORSAGER241, [p1, p2, p3, p4], PG_100, False, SAME, [], None, author="u2")
    rec(PORSAGER241, [p1, p2, p3, p4, (A, PG_100, "u2")], p6, True, "ellipsis", ["20"], "I would say a porsager/postgres pool max of 20 connections is good for most apps, but it depends on your requirements.", author="u2")

    k1 = (U, "The inconvenient max_connections formula as a stop factor for HA production configurations", "u1")
    lend(PGK8S499, [k1], PG_100, SAME, PORSAGER241)
    lend(PGK8S499, [k1], PG_HIVE, SAME, TDP353)

    e1 = (U, "Feature Request: leverage connection pooling, is that possible?", "u1")
    e2 = (U, "One thing I did notice a bit as I'm experimenting with this is that when I pull up stats and/or check ddl tracking, etc - very often I end up running into _\"remaining connection slots are reserved for roles with privileges of the \"pg_use_reserved_connections\"_ .", "u1")
    e3 = (U, "Granted, now I know that I need to bump up the number of reserved connections beyond the default, but this is going to add overhead.", "u1")
    e4 = (A, "Oh thats very interesting, these operations should be be using a single connection (per cli command), max.", "u2")
    e5 = (A, "Are you able to check how many connections are used while the replication is ongoing and also if you don't mind sharing the max connection on the databases? Thank you!", "u2")
    e6 = (U, "max_connection is set to 1000, however in both azure and AWS, it's not possible to modify the reserved_connections or superuser_connections parameters.", "u1")
    e7 = "i see - for stats are you following/tailing it or occasionally using it? Also is there any proxy between pg_easy_replicate and azure?"
    rec(PGEASY179, [e1], e2[1], True, "pronoun", ["this"], "Experimenting with pg_easy_replicate, pulling up stats or checking DDL tracking very often hits 'remaining connection slots are reserved for roles with privileges of pg_use_reserved_connections'.", author="u1")
    rec(PGEASY179, [e1, e2], e3[1], True, "pronoun", ["this"], "I need to raise the number of reserved connections beyond the default for pg_easy_replicate's stats, but that adds overhead.", author="u1")
    rec(PGEASY179, [e1, e2, e3], e4[1], True, "pronoun", ["these operations"], "pg_easy_replicate's stats and DDL tracking commands should use at most a single connection per CLI command.", author="u2")
    rec(PGEASY179, [e1, e2, e3, e4], e5[1], True, "ellipsis", ["the replication", "the databases"], "Can you check how many connections are used while pg_easy_replicate's replication is ongoing, and share the databases' max_connections?", author="u2")
    rec(PGEASY179, [e1, e2, e3, e4, e5], e6[1], True, "ellipsis", [], "My databases for pg_easy_replicate have max_connections 1000, but in Azure and AWS the reserved_connections and superuser_connections parameters can't be modified.", author="u1")
    rec(PGEASY179, [e1, e2, e3, e4, e5, e6], e7, True, "pronoun", ["it"], "For pg_easy_replicate's stats command, are you tailing it or using it occasionally, and is there a proxy between pg_easy_replicate and Azure?", author="u2")

    z1 = (U, "Postgresql - FATAL remaining connection slots are reserved for non-replication", "u1")
    z2 = (U, "**What happened**:\nSystem goes up and down when this error occurs:\n FATAL:  remaining connection slots are reserved for non-replication superuser connections", "u1")
    z3 = "**Anything else we need to know**:\nattempted to fix using, however the zomand-postgres-init fails\nset postgresql.postgresqlConfiguration.maxConnections=\"1000\""
    rec(ZAMMAD52, [z1], z2[1], True, "ellipsis", ["System"], "Zammad deployed with the zammad-helm chart goes up and down when Postgres logs 'FATAL: remaining connection slots are reserved for non-replication superuser connections'.", author="u1")
    rec(ZAMMAD52, [z1, z2], z3, True, "ellipsis", [], "I tried to fix zammad-helm's Postgres connection-slot error with postgresql.postgresqlConfiguration.maxConnections=\"1000\", but the zammad-postgres-init then fails.", author="u1")
    lend(ZAMMAD52, [z1], PG_HIVE, SAME, TDP353)

    b1 = (U, "fix(db): limit connections across replicas to pg limit", "u1")
    b2 = (U, "We've had a number of `connection to server at ... failed: FATAL:  remaining connection slots are reserved for non-replication superuser connections` errors in Sentry: this appears to be coming from postgres itself, and seems to correlate with us scaling up to our max replicas (of 5).", "u1")
    b3 = (U, "Our postgres max_connections is currently 100, and with 5 max replicas, that means each pod can only have 20 max connections.", "u1")
    b4 = "According to our postgres metrics we seem to hover around 25 connections total most of the time (so around 5 connections per pod), so this shouldn't break things"
    rec(OBSERV386, [b1], b2[1], True, "ellipsis", [], "The MDN HTTP Observatory has had 'remaining connection slots are reserved for non-replication superuser connections' errors in Sentry, correlating with scaling up to its max of 5 replicas.", author="u1")
    rec(OBSERV386, [b1, b2], b3[1], True, "ellipsis", ["Our"], "The MDN HTTP Observatory's postgres max_connections is 100, so with 5 max replicas each pod can only have 20 connections.", author="u1")
    rec(OBSERV386, [b1, b2, b3], b4, True, "pronoun", ["this"], "The MDN HTTP Observatory hovers around 25 postgres connections total (about 5 per pod), so limiting each pod to 20 connections shouldn't break things.", author="u1")
    lend(OBSERV386, [b1], PG_TBRO, SAME, TBRO57)

    d1 = (U, "hive: remaining connection slots are reserved for non-replication superuser connections", "u1")
    d2 = "**Issue**: connections' limit with postgres \n**Solution**: increase the value"
    # The log names Hive's DDLTask, Hikari's pool and the error in full: a same-author trap.
    rec(TDP353, [d1], PG_HIVE, False, SAME, [], None, author="u1")
    rec(TDP353, [d1, (U, PG_HIVE, "u1")], d2, True, "ellipsis", ["the value"], "The TDP Hive 'remaining connection slots are reserved' error is postgres' connection limit; the solution is increasing max_connections.", author="u1")
    lend(OMICRON6, [m1, (U, "omega download with serveral processes, caused this error.", "u1")], PG_TBRO, SAME, TBRO57)


# ---- Xcode 14.3 dropping libarclite: "File not found: .../usr/lib/arc/libarclite_iphoneos.a" and old deployment targets ----
SVPHUD1104 = GH + "SVProgressHUD/SVProgressHUD/issues/1104"
IPAPATCH92 = GH + "Naituw/IPAPatch/issues/92"
CURRY53 = GH + "thoughtbot/Curry/pull/53"
MATOMO430 = GH + "matomo-org/matomo-sdk-ios/issues/430"
MIKMIDI350 = GH + "mixedinkey-opensource/MIKMIDI/issues/350"
PROMISEKIT1308 = GH + "mxcl/PromiseKit/issues/1308"
ONION429 = GH + "OnionBrowser/OnionBrowser/pull/429"
QNRTC89 = GH + "pili-engineering/QNRTC-iOS/issues/89"
CUCKOO464 = GH + "Brightify/Cuckoo/pull/464"
XA_MIN = "The minimum deployment target Xcode 14 supports is iOS 11."
XA_APPLE = "It looks like Apple has stopped shipping libarclite_iphoneos.a separately."
XA_REMOVED = "Since 14.3 Xcode removed `/Applications/Xcode.app/Contents/Developer/Toolchains/XcodeDefault.xctoolchain/usr/lib/arc/libarclite_iphoneos.a`, which DTFoundation uses."
XA_QN = "SDK does not contain 'libarclite' at the path '/Applications/Xcode.app/Contents/Developer/Toolchains/XcodeDefault.xctoolchain/usr/lib/arc/libarclite_iphoneos.a'; try increasing the minimum deployment target"
XA_FNF = "File not found: /Applications/Xcode.app/Contents/Developer/Toolchains/XcodeDefault.xctoolchain/usr/lib/arc/libarclite_iphoneos.a"


def _libarclite(rec, U, A, lend) -> None:  # noqa: PLR0915
    s1 = (U, "Xcode14.3 " + XA_FNF, "u1")
    s2 = (U, XA_FNF, "u1")
    s3 = (A, "Set your pods deployment target to 11 or later in podfile:\n\n```ruby\npost_install do |installer|\n  installer.generated_projects.each do |project|\n    project.targets.each do |target|\n        target.build_configurations.each do |config|\n            config.build_settings['IPHONEOS_DEPLOYMENT_TARGET'] = '11.0'\n         end\n    end\n  end\nend\n```", "u2")
    s5 = (A, "What do you want to do?\n\nYou should elaborate your issue...", "u2")
    s6 = "You cannot effectively do that when using Carthage or SPM, the only proper solution is to increase min deployment target in library itself."
    rec(SVPHUD1104, [s1], s2[1], True, "ellipsis", [], "Building SVProgressHUD with Xcode 14.3 fails: " + XA_FNF, author="u1")
    rec(SVPHUD1104, [s1, s2], s3[1], True, "ellipsis", [], "To fix SVProgressHUD's missing libarclite_iphoneos.a on Xcode 14.3, set the pods' IPHONEOS_DEPLOYMENT_TARGET to 11.0 or later in a Podfile post_install hook.", author="u2")
    # The helper's general fact about Xcode 14, named in full: a same-speaker trap.
    rec(SVPHUD1104, [s1, s2, s3], XA_MIN, False, SAME, [], None, author="u2")
    rec(SVPHUD1104, [s1, s2, s3, (A, XA_MIN, "u2")], s5[1], True, "ellipsis", ["your issue"], "What do you want to do with SVProgressHUD's libarclite error on Xcode 14.3? Please elaborate.", author="u2")
    rec(SVPHUD1104, [s1, s2, s3, (A, XA_MIN, "u2"), s5], s6, True, "pronoun", ["that"], "You cannot effectively set the pods' deployment target in a Podfile when using Carthage or SPM; the only proper fix for SVProgressHUD's libarclite error is raising the minimum deployment target in the library itself.", author="u3")
    lend(SVPHUD1104, [s1], XA_APPLE, SELF, PROMISEKIT1308)

    i1 = (U, "file not found: /Applications/Xcode.app/Contents/Developer/Toolchains/XcodeDefault.xctoolchain/usr/lib/arc/libarclite_iphoneos.a", "u1")
    i2 = (U, "when build app, show this error: \nld: file not found: /Applications/Xcode.app/Contents/Developer/Toolchains/XcodeDefault.xctoolchain/usr/lib/arc/libarclite_iphoneos.a\nclang: error: linker command failed with exit code 1 (use -v to see invocation)", "u1")
    i4 = "Fixed!\nChange the iOS Deployment target configuration for the IPAPatchFramework target in the project to 11.0"
    rec(IPAPATCH92, [i1], i2[1], True, "ellipsis", ["app"], "Building an IPAPatch app fails with 'ld: file not found: .../usr/lib/arc/libarclite_iphoneos.a' (linker command failed).", author="u1")
    rec(IPAPATCH92, [i1, i2], "Xcode 14.3", True, "ellipsis", [], "IPAPatch's libarclite_iphoneos.a linker error happens with Xcode 14.3.", author="u1")
    rec(IPAPATCH92, [i1, i2, (U, "Xcode 14.3", "u1")], i4, True, "ellipsis", ["the project"], "Fixed IPAPatch's libarclite error on Xcode 14.3 by changing the IPAPatchFramework target's iOS Deployment target to 11.0.", author="u1")
    lend(IPAPATCH92, [i1], XA_MIN, SAME, SVPHUD1104)
    lend(IPAPATCH92, [i1, i2], XA_REMOVED, SAME, ONION429)

    c1 = (U, "Fix build error due to missing libarclite_iphoneos.a from Xcode 14.3 on", "u1")
    c2 = (U, "See https://stackoverflow.com/questions/75902676/xcode-14-3-build-error-after-ios-16-4-update-libarclite-iphoneos-a-not-found-l", "u1")
    c3 = (A, "Thank you for looking into this @Kaliumhexacyanoferrat 🙌 \n\nIf we're bumping the deployment target in the Xcode projects, we should do it in the `podspec` file as well.", "u2")
    c4 = (A, "_By the way, the new Xcode is_ 14.3, _16.4 is the new_ iOS _version._", "u2")
    c5 = (U, "@mokagio : Ah, of course. Better this way?", "u1")
    c6 = "I'm going to go ahead and close this due to inactivity but please feel free to reopen if this is still an issue."
    rec(CURRY53, [c1], c2[1], True, "ellipsis", [], "For Curry's build error from the missing libarclite_iphoneos.a since Xcode 14.3, see https://stackoverflow.com/questions/75902676/xcode-14-3-build-error-after-ios-16-4-update-libarclite-iphoneos-a-not-found-l", author="u1")
    rec(CURRY53, [c1, c2], c3[1], True, "pronoun", ["this"], "If Curry's Xcode projects bump the deployment target for the missing libarclite_iphoneos.a, Curry's podspec should bump it as well.", author="u2")
    # A complete fact about the release numbers: a same-speaker trap.
    rec(CURRY53, [c1, c2, c3], c4[1], False, SAME, [], None, author="u2")
    rec(CURRY53, [c1, c2, c3, c4], c5[1], True, "pronoun", ["this way"], "@mokagio is Curry's libarclite fix better now, with the deployment target also bumped in the podspec?", author="u1")
    rec(CURRY53, [c1, c2, c3, c4, c5], c6, True, "pronoun", ["this"], "Closing Curry's libarclite_iphoneos.a deployment-target pull request due to inactivity; reopen if the build error is still an issue.", author="u3")
    lend(CURRY53, [c1], XA_QN, SAME, QNRTC89)

    m1 = (U, "Xcode 14.3 requires higher deployment target", "u1")
    m2 = "Hey all,\n\nMatomo iOS SDK doesn't compile on Xcode 14.3 anymore as the deployment target has seemingly been raised:"
    m3 = (U, "The library that's being linked to is unavailable on these devices, see also:\nhttps://stackoverflow.com/questions/75574268/missing-file-libarclite-iphoneos-a-xcode-14-3", "u1")
    m4 = (U, "@brototyp any idea when this will get a formal release? appreciate you doing the work :)", "u1")
    # Names the SDK, Xcode 14.3 and the cause in full: a same-author trap.
    rec(MATOMO430, [m1], m2, False, SAME, [], None, author="u1")
    h = [m1, (U, m2, "u1")]
    rec(MATOMO430, h, m3[1], True, "ellipsis", ["The library", "these devices"], "libarclite_iphoneos.a, which the Matomo iOS SDK links against for its old deployment target, is unavailable in Xcode 14.3; see https://stackoverflow.com/questions/75574268/missing-file-libarclite-iphoneos-a-xcode-14-3", author="u1")
    rec(MATOMO430, [*h, m3], m4[1], True, "pronoun", ["this"], "@brototyp any idea when the Matomo iOS SDK deployment-target fix for Xcode 14.3 will get a formal release?", author="u1")
    rec(MATOMO430, [*h, m3, m4], "@brototyp any news?", True, "ellipsis", [], "@brototyp any news on a Matomo iOS SDK release that builds with Xcode 14.3?", author="u1")
    lend(MATOMO430, [m1], XA_APPLE, SELF, PROMISEKIT1308)

    k1 = (U, "Building for iOS fails with Xcode 14.3", "u1")
    k2 = (U, "I got the following error when building for iOS with Xcode 14.3.\n```\nld: file not found: /Applications/Xcode.app/Contents/Developer/Toolchains/XcodeDefault.xctoolchain/usr/lib/arc/libarclite_iphoneos.a\n```", "u1")
    k3 = (U, "I think it is related to the toolchain updates:\nhttps://stackoverflow.com/questions/75574268/missing-file-libarclite-iphoneos-a-xcode-14-3", "u1")
    k4 = (U, "So I manually updated the minimal deployment version setting to 11.0 and the build works!", "u1")
    k5 = (U, "I am having similar problems on MacOS", "u2")
    k6 = (U, "still getting issues targeting MacOS 11", "u2")
    k7 = "Should be fixed by #360 (merged into branch 1.8 for now)."
    rec(MIKMIDI350, [k1], k2[1], True, "ellipsis", [], "Building MIKMIDI for iOS with Xcode 14.3 fails with 'ld: file not found: .../libarclite_iphoneos.a'.", author="u1")
    rec(MIKMIDI350, [k1, k2], k3[1], True, "pronoun", ["it"], "MIKMIDI's missing libarclite_iphoneos.a on Xcode 14.3 is related to the toolchain updates (https://stackoverflow.com/questions/75574268/missing-file-libarclite-iphoneos-a-xcode-14-3).", author="u1")
    rec(MIKMIDI350, [k1, k2, k3], k4[1], True, "ellipsis", ["the build"], "Manually raising MIKMIDI's minimum deployment version to 11.0 makes its iOS build work with Xcode 14.3.", author="u1")
    rec(MIKMIDI350, [k1, k2, k3, k4], k5[1], True, "ellipsis", ["similar problems"], "I have similar problems building MIKMIDI with Xcode 14.3 on macOS.", author="u2")
    rec(MIKMIDI350, [k1, k2, k3, k4, k5], k6[1], True, "ellipsis", [], "I still get build issues with MIKMIDI on Xcode 14.3 targeting macOS 11.", author="u2")
    rec(MIKMIDI350, [k1, k2, k3, k4, k5, k6], k7, True, "ellipsis", [], "MIKMIDI's Xcode 14.3 libarclite build failure should be fixed by #360 (merged into branch 1.8 for now).", author="u3")

    p1 = (U, "Problems building with Xcode 14.3 beta2", "u1")
    p2 = (U, "I got this error when building with Carthage and Xcode 14.3 beta2 \n\n```\n/Users/jose/Documents/3.7.9/ice/Carthage/Checkouts/PromiseKit/PromiseKit.xcodeproj: warning: The macOS deployment target 'MACOSX_DEPLOYMENT_TARGET' is set to 10.10, but the range of supported deployment target versions is 10.13 to 13.3.99. (in target 'PromiseKit' from project 'PromiseKit')\n** ARCHIVE FAILED **\n```", "u1")
    p3 = (A, "This is a warning not an error.", "u2")
    p4 = (A, "I cannot help with build/deploy issues, I recommend hiring a contractor with the relevant experience.", "u2")
    p5 = (U, "sorry the actual error was above the warning\n\n```\nld: file not found: /Applications/Xcode-beta.app/Contents/Developer/Toolchains/XcodeDefault.xctoolchain/usr/lib/arc/libarclite_macosx.a\nclang: error: linker command failed with exit code 1 (use -v to see invocation)\n```", "u1")
    p6 = (U, "We are seeing the same issue on Xcode 14.3 RC2.", "u3")
    # The report names Carthage, Xcode 14.3 beta2, PromiseKit and the warning in full; "this error" points inside it.
    rec(PROMISEKIT1308, [p1], p2[1], False, SELF, [], None, author="u1")
    rec(PROMISEKIT1308, [p1, p2], p3[1], True, "pronoun", ["This"], "PromiseKit's 'MACOSX_DEPLOYMENT_TARGET is set to 10.10' message on Xcode 14.3 beta2 is a warning, not an error.", author="u2")
    rec(PROMISEKIT1308, [p1, p2, p3], p4[1], True, "ellipsis", [], "I cannot help with PromiseKit build/deploy issues on Xcode 14.3 beta2; I recommend hiring a contractor with the relevant experience.", author="u2")
    rec(PROMISEKIT1308, [p1, p2, p3, p4], p5[1], True, "correction", ["the actual error", "the warning"], "Building PromiseKit with Carthage and Xcode 14.3 beta2 fails with 'ld: file not found: .../usr/lib/arc/libarclite_macosx.a' (linker command failed).", author="u1")
    rec(PROMISEKIT1308, [p1, p2, p3, p4, p5], p6[1], True, "ellipsis", ["the same issue"], "We see PromiseKit's missing libarclite build failure on Xcode 14.3 RC2 too.", author="u3")
    rec(PROMISEKIT1308, [p1, p2, p3, p4, p5, p6], XA_APPLE, False, SELF, [], None, author="u3")

    o1 = (U, "Resolve missing libarc issue", "u1")
    o3 = (U, "To resolve the issue, I specified deployment target in Podfile.", "u1")
    o4 = (A, "Nice idea, thanks! I always did the \"update to recommended settings dance\" which fixed this also, but this is a nice solution which lowers the entry barrier.", "u2")
    o5 = "I used your idea with minor improvements, so won't merge, but I think you got what you wanted:\n75ccdfa4d67af417d535ad90ab8c01acb3b9be6e"
    rec(ONION429, [o1], XA_REMOVED, False, SAME, [], None, author="u1")
    h = [o1, (U, XA_REMOVED, "u1")]
    rec(ONION429, h, o3[1], True, "ellipsis", ["the issue"], "To resolve Onion Browser's missing libarclite_iphoneos.a with Xcode 14.3, I specified the deployment target in its Podfile.", author="u1")
    rec(ONION429, [*h, o3], o4[1], True, "pronoun", ["this"], "Specifying the deployment target in Onion Browser's Podfile is a nice fix for the missing libarclite; Xcode's 'update to recommended settings' also fixed it, but this lowers the entry barrier.", author="u2")
    rec(ONION429, [*h, o3, o4], o5, True, "ellipsis", ["your idea"], "I used the Podfile deployment-target idea for Onion Browser's libarclite problem with minor improvements in commit 75ccdfa4d67af417d535ad90ab8c01acb3b9be6e, so won't merge this PR.", author="u2")
    lend(ONION429, [o1], XA_MIN, SAME, SVPHUD1104)

    q1 = (U, "SDK does not contain 'libarclite'", "u1")
    rec(QNRTC89, [q1], XA_QN, False, SAME, [], None, author="u1")
    lend(QNRTC89, [q1], XA_REMOVED, SAME, ONION429)
    lend(QNRTC89, [q1], XA_MIN, SAME, SVPHUD1104)

    u1 = (U, "Support Xcode 14.3 (Up OS Requirements)", "u1")
    u2 = (U, "## overview\n\nFix: https://github.com/Brightify/Cuckoo/issues/463", "u1")
    u3 = (A, "Hey there, @nanashiki, does the `post_install` script not work for your project? I'd like to avoid bumping up the minimum version unless there's no other way.", "u2")
    u4 = (U, "I wrote a reference for the solution in CocoaPods, but we are using Carthage in our project and we are in trouble.", "u1")
    u5 = (A, "I see, well, the versions aren't that sky-high, so I don't think it's an unreasonable jump. Could you please edit the deployment targets in the `Project.swift` file?", "u2")
    u6 = "That's the project manifest that the pbxproj file is generated from."
    rec(CUCKOO464, [u1], u2[1], True, "ellipsis", [], "Raising Cuckoo's minimum OS versions to support Xcode 14.3 fixes https://github.com/Brightify/Cuckoo/issues/463.", author="u1")
    rec(CUCKOO464, [u1, u2], u3[1], True, "ellipsis", [], "Does the Podfile `post_install` deployment-target script not work for your project with Cuckoo on Xcode 14.3? I'd rather not bump Cuckoo's minimum version.", author="u2")
    rec(CUCKOO464, [u1, u2, u3], u4[1], True, "ellipsis", ["the solution"], "The post_install fix for Cuckoo on Xcode 14.3 is for CocoaPods, but we use Carthage, so we are stuck.", author="u1")
    rec(CUCKOO464, [u1, u2, u3, u4], u5[1], True, "ellipsis", ["the versions"], "Cuckoo's new minimum OS versions for Xcode 14.3 aren't that high; please edit the deployment targets in Cuckoo's `Project.swift` file.", author="u2")
    rec(CUCKOO464, [u1, u2, u3, u4, u5], u6, True, "pronoun", ["That"], "Cuckoo's `Project.swift` is the project manifest its pbxproj file is generated from.", author="u2")
    lend(CUCKOO464, [u1], XA_QN, SAME, QNRTC89)
    lend(IPAPATCH92, [i1, i2, (U, "Xcode 14.3", "u1")], XA_APPLE, SELF, PROMISEKIT1308)
    lend(QNRTC89, [q1], XA_APPLE, SELF, PROMISEKIT1308)
    lend(ONION429, [o1], XA_QN, SAME, QNRTC89)
    lend(MATOMO430, [m1, (U, m2, "u1")], XA_QN, SAME, QNRTC89)


# ---- Xcode's user script sandboxing: "Sandbox: rsync.samba(...) deny(1) file-write-create" and ENABLE_USER_SCRIPT_SANDBOXING ----
APPMETRICA37 = GH + "appmetrica/appmetrica-sdk-ios/issues/37"
CIRRUS191 = GH + "cirruslabs/macos-image-templates/issues/191"
SWIFTFMT1529 = GH + "nicklockwood/SwiftFormat/issues/1529"
TRANSM6591 = GH + "transmission/transmission/pull/6591"
PWAB4683 = GH + "pwa-builder/PWABuilder/issues/4683"
RXCP3141 = GH + "MobileNativeFoundation/rules_xcodeproj/pull/3141"
RXCP3167 = GH + "MobileNativeFoundation/rules_xcodeproj/pull/3167"
LAL95 = GH + "sindresorhus/LaunchAtLogin-Legacy/issues/95"
NEWRELIC326 = GH + "newrelic/newrelic-ios-agent/issues/326"
RS_DEFAULT = "It seems that Xcode 15.0 has changed \"User Script Sandboxing\" to YES by default, making Run Script Phase to fail with sandbox denying access the script and the helpers in LaunchAtLogin.bundle."
RS_154 = "Starting on MacOS 15.4, rsync will fail if it does not have write access on the src or dst directory"
RS_RUNNERS = "Hi! Our builds using `ghcr.io/cirruslabs/macos-runner:sonoma` and `ghcr.io/cirruslabs/macos-runner:sequoia` both started failing."


def _scriptsandbox(rec, U, A, lend) -> None:  # noqa: PLR0915
    a1 = (U, "Sandbox bug", "u1")
    a2 = (U, "### 📝 Description\n\nWhen updated to the latest SDK version project stops building with error", "u1")
    a3 = "Sandbox: rsync(13334) deny(1) file-write-create /Users/.../Library/Developer/Xcode/DerivedData/.../Build/Products/Debug-iphonesimulator/....app/Frameworks/AppMetricaAdSupport.framework/AppMetricaAdSupport.bundle"
    a4 = "### 🔍 Reproducing the issue\n\n1. Add or update AppMetrica in Xcode 26"
    rec(APPMETRICA37, [a1], a2[1], True, "ellipsis", ["the latest SDK version"], "After updating to the latest AppMetrica SDK version (5.12.1) the project stops building with a sandbox error.", author="u1")
    # The log names the rsync denial and the AppMetrica bundle in full: a same-author trap.
    rec(APPMETRICA37, [a1, a2], a3, False, SAME, [], None, author="u1")
    rec(APPMETRICA37, [a1, a2, (U, a3, "u1")], a4, True, "ellipsis", ["the issue"], "To reproduce the AppMetrica SDK's rsync sandbox build error, add or update AppMetrica in Xcode 26.", author="u1")
    lend(APPMETRICA37, [a1], RS_DEFAULT, SELF, LAL95)
    lend(APPMETRICA37, [a1, a2], RS_154, SELF, RXCP3141)

    c1 = (U, "error: Sandbox: rsync.samba(10838) deny(1) file-write-create", "u1")
    c3 = (U, "No changes on our end, the same commits worked last week but now have started failing.", "u1")
    c4 = (U, "So I don't know what that's about. Googling for that error suggests that we need to disable `ENABLE_USER_SCRIPT_SANDBOXING`, but that's already disabled on our Xcode project.", "u1")
    c5 = (U, "So I dunno. Anything pertinent change recently?", "u1")
    c6 = "Ah, looks to be this - new CocoaPods thing, not y'all. Thanks! https://github.com/CocoaPods/Xcodeproj/issues/989"
    # Names both runner images and the failure in full: a same-author trap.
    rec(CIRRUS191, [c1], RS_RUNNERS, False, SAME, [], None, author="u1")
    h = [c1, (U, RS_RUNNERS, "u1")]
    rec(CIRRUS191, h, c3[1], True, "ellipsis", ["the same commits"], "Nothing changed on our end: the same commits built on the cirruslabs macos-runner images last week but now fail with the rsync.samba sandbox error.", author="u1")
    rec(CIRRUS191, [*h, c3], c4[1], True, "pronoun", ["that error"], "Googling the rsync.samba 'deny(1) file-write-create' error suggests disabling `ENABLE_USER_SCRIPT_SANDBOXING`, but it is already disabled in our Xcode project built on the cirruslabs runners.", author="u1")
    rec(CIRRUS191, [*h, c3, c4], c5[1], True, "ellipsis", [], "Did anything pertinent change recently in the cirruslabs macos-runner images that would cause the rsync.samba sandbox error?", author="u1")
    rec(CIRRUS191, [*h, c3, c4, c5], c6, True, "pronoun", ["this"], "The rsync.samba sandbox error on the cirruslabs runners looks to be a new CocoaPods issue (https://github.com/CocoaPods/Xcodeproj/issues/989), not the images.", author="u1")

    s1 = (U, "Xcode 15 recommended settings cause sandbox reports for BuildTools", "u1")
    s2 = (U, "Using the BuildTools guide in the README, sandbox reports like\n\n`Sandbox: swift-package(43344) deny(1) file-read-data /Users/kevin/Developer/Eikaiwa/BuildTools`\n\nare emitted when using the setting \"Enable User Script Sandboxing\".", "u1")
    s3 = (U, "Is it just best to leave this off?", "u1")
    s4 = (A, "Yes - I should update the README.", "u2")
    s5 = "Thank you for the response! I'll close this and leave it off."
    rec(SWIFTFMT1529, [s1], s2[1], True, "ellipsis", ["the README"], "Following SwiftFormat's BuildTools guide, sandbox reports like 'Sandbox: swift-package deny(1) file-read-data .../BuildTools' appear when \"Enable User Script Sandboxing\" is on.", author="u1")
    rec(SWIFTFMT1529, [s1, s2], s3[1], True, "pronoun", ["this"], "Is it best to leave \"Enable User Script Sandboxing\" off when running SwiftFormat through BuildTools?", author="u1")
    rec(SWIFTFMT1529, [s1, s2, s3], s4[1], True, "ellipsis", ["the README"], "Yes, leave User Script Sandboxing off for SwiftFormat's BuildTools; I should update the SwiftFormat README.", author="u2")
    rec(SWIFTFMT1529, [s1, s2, s3, s4], s5, True, "pronoun", ["this", "it"], "I'll close the SwiftFormat sandbox issue and leave User Script Sandboxing off.", author="u1")
    lend(SWIFTFMT1529, [s1], RS_RUNNERS, SAME, CIRRUS191)

    t1 = (U, "Recommended Project Settings", "u1")
    t2 = (U, "I've verified that it's compatible with Xcode 11.3.1.", "u1")
    t3 = (A, "I tried `ENABLE_USER_SCRIPT_SANDBOXING` before, and this won't work as is, I think.", "u2")
    t4 = (A, "1. You need to declare shell script we call from build steps.\n2. You need to declare everything they reference as inputs (previously, this was `.git/` for example).", "u2")
    t5 = (U, "Indeed, not working as is:\n>[21:28:06 ]  sh: updateminiupnpcstrings.sh: Operation not permitted", "u1")
    t6 = (U, "Want to try to do it, nevack?", "u1")
    rec(TRANSM6591, [t1], t2[1], True, "pronoun", ["it"], "I've verified Transmission's Xcode 15.3 recommended project settings are compatible with Xcode 11.3.1.", author="u1")
    rec(TRANSM6591, [t1, t2], t3[1], True, "pronoun", ["this"], "Enabling `ENABLE_USER_SCRIPT_SANDBOXING` in Transmission's Xcode project won't work as is.", author="u2")
    rec(TRANSM6591, [t1, t2, t3], t4[1], True, "ellipsis", ["we", "they"], "With user script sandboxing, Transmission's Xcode project must declare the shell scripts its build steps call and everything they reference (e.g. `.git/`) as inputs.", author="u2")
    rec(TRANSM6591, [t1, t2, t3, t4], t5[1], True, "ellipsis", [], "With ENABLE_USER_SCRIPT_SANDBOXING, Transmission's build fails: 'sh: updateminiupnpcstrings.sh: Operation not permitted'.", author="u1")
    rec(TRANSM6591, [t1, t2, t3, t4, t5], t6[1], True, "pronoun", ["it"], "nevack, do you want to try making Transmission's build scripts work with user script sandboxing?", author="u1")
    rec(TRANSM6591, [t1, t2, t3, t4, t5, t6], "OK, still some tweaking needed.", True, "ellipsis", [], "Transmission's build still needs tweaking to work with user script sandboxing.", author="u1")

    p1 = (U, "[BUG] Build apple app give an sandbox error", "u1")
    p2 = (U, "I have make the steps from https://docs.pwabuilder.com/#/builder/app-store", "u1")
    p3 = (U, "I don't know if this is a setting what I must change or that there is a step not included in the documentation.", "u1")
    p4 = "When I make a build of the app (Product > Build).\nThen I get the following errors:\n\n```\nerror: Sandbox: rsync.samba(14723) deny(1) file-write-create /Users/XX/Library/Developer/Xcode/DerivedData/A-cswudsnamigawrdowogbtdnguvdv/Build/Products/Debug-iphoneos/A.app/Frameworks/FirebaseCore.framework/.FirebaseCore.sSaiWd (in target 'A' from project 'A')\n```"
    rec(PWAB4683, [p1], p2[1], True, "ellipsis", [], "I followed the PWABuilder App Store steps at https://docs.pwabuilder.com/#/builder/app-store and building the generated Apple app gives a sandbox error.", author="u1")
    rec(PWAB4683, [p1, p2], p3[1], True, "pronoun", ["this"], "Is the sandbox error building a PWABuilder iOS app a setting I must change, or a step missing from PWABuilder's documentation?", author="u1")
    rec(PWAB4683, [p1, p2, p3], p4, True, "ellipsis", ["the app"], "Building the PWABuilder-generated iOS app (Product > Build) fails with 'error: Sandbox: rsync.samba(14723) deny(1) file-write-create .../FirebaseCore.framework'.", author="u1")
    lend(PWAB4683, [p1], RS_DEFAULT, SELF, LAL95)
    lend(PWAB4683, [p1, p2], RS_154, SELF, RXCP3141)

    r1 = (U, "Fix file permissions on macOS 15.4", "u1")
    r2 = (U, "There have been changes to `rsync` on macOS 15.4 which require us to have write permissions here.", "u1")
    r3 = (A, "Does this adjust permissions in `bazel-out`? If so, we can't do that.", "u2")
    r4 = (U, "Makes sens. Didn't give it much thought, we had it as a patch for quite some time, I'll take a look at it again.", "u1")
    rec(RXCP3141, [r1], r2[1], True, "ellipsis", ["us", "here"], "rsync changes on macOS 15.4 require rules_xcodeproj's copy_outputs.sh to have write permissions on the product bundle.", author="u1")
    rec(RXCP3141, [r1, r2, (U, RS_154, "u1")], r3[1], True, "pronoun", ["this"], "Does rules_xcodeproj's chmod for macOS 15.4 rsync adjust permissions in `bazel-out`? If so, rules_xcodeproj can't do that.", author="u2")
    rec(RXCP3141, [r1, r2, (U, RS_154, "u1"), r3], r4[1], True, "pronoun", ["it"], "I'll look again at rules_xcodeproj's chmod patch for macOS 15.4 rsync, which we carried for a long time without much thought.", author="u1")
    rec(RXCP3141, [r1, r2, (U, RS_154, "u1"), r3, r4], "Adjusted in https://github.com/MobileNativeFoundation/rules_xcodeproj/pull/3157.", True, "ellipsis", [], "rules_xcodeproj's macOS 15.4 rsync permission fix was adjusted in https://github.com/MobileNativeFoundation/rules_xcodeproj/pull/3157.", author="u2")
    # The code comment's general rule about rsync names the OS and the condition: a same-author trap.
    rec(RXCP3141, [r1, r2], RS_154, False, SELF, [], None, author="u1")

    q1 = (U, "Fix rsync permission issue for macOS 15.4 or higher", "u1")
    lend(RXCP3167, [q1], RS_DEFAULT, SELF, LAL95)
    lend(RXCP3167, [q1], RS_RUNNERS, SAME, CIRRUS191)

    l1 = (U, "Build failed in sandboxed app on Xcode 15.0 with User Script Sandboxing set to YES by default", "u1")
    l3 = (U, "**Environment**\n+ Xcode 15.0-beta3\n+ macOS 14.0 Beta（23A5286i）", "u1")
    l4 = "**Error Message**\n> Sandbox: bash(18682) deny(1) file-read-data /Users/<REDACTED>/Library/Developer/Xcode/DerivedData/test-<REDACTED>/Build/Products/Debug/LaunchAtLogin_LaunchAtLogin.bundle/Contents/Resources/copy-helper-swiftpm.sh"
    l5 = "**Fixes**\n1. Whitelisting the script and all files accessed by the script by enlisting them as \"Input Files\" in \"Run Script Phase\"."
    rec(LAL95, [l1], RS_DEFAULT, False, SELF, [], None, author="u1")
    h = [l1, (U, RS_DEFAULT, "u1")]
    rec(LAL95, h, l3[1], True, "ellipsis", ["Environment"], "LaunchAtLogin's Run Script Phase fails under User Script Sandboxing on Xcode 15.0-beta3 with macOS 14.0 Beta (23A5286i).", author="u1")
    # The quoted log names the denied script in LaunchAtLogin's bundle in full: a same-author trap.
    rec(LAL95, [*h, l3], l4, False, SAME, [], None, author="u1")
    rec(LAL95, [*h, l3, (U, l4, "u1")], l5, True, "ellipsis", ["the script"], "Fix for LaunchAtLogin under Xcode 15 user script sandboxing: list copy-helper-swiftpm.sh and every file it accesses as \"Input Files\" of the Run Script Phase.", author="u1")
    lend(LAL95, [l1], RS_154, SELF, RXCP3141)

    n1 = (U, "Failed to build SDK on Xcode 16.1", "u1")
    lend(NEWRELIC326, [n1], RS_RUNNERS, SAME, CIRRUS191)
    lend(NEWRELIC326, [n1], RS_DEFAULT, SELF, LAL95)
    lend(SWIFTFMT1529, [s1, s2], RS_154, SELF, RXCP3141)
    lend(PWAB4683, [p1, p2, p3], RS_RUNNERS, SAME, CIRRUS191)


# ---- Corepack and package.json's "packageManager" field: "This project's package.json defines "packageManager": "yarn@..."" ----
COLLABVM35 = GH + "computernewb/collabvm-1.2.ts/issues/35"
COREPACK706 = GH + "nodejs/corepack/issues/706"
COREPACK424 = GH + "nodejs/corepack/issues/424"
OPENDAL3607 = GH + "apache/opendal/issues/3607"
VITEPLUS267 = GH + "voidzero-dev/vite-plus/issues/267"
YARN9015 = GH + "yarnpkg/yarn/issues/9015"
BERRY5912 = GH + "yarnpkg/berry/issues/5912"
SHAKAP478 = GH + "shakacode/shakapacker/issues/478"
CP_WRONGMSG = "If a project is set up for pnpm and then installed with Yarn Classic, with Corepack disabled, then the error message is incorrect."
CP_STRICT = "`COREPACK_ENABLE_STRICT` can be set to `0` to prevent Corepack from throwing error if the package manager does not correspond to the one defined for the current project."
CP_VITE = "It looks like yarn was not automatically installed by vite+."


def _corepack(rec, U, A, lend) -> None:  # noqa: PLR0915
    c1 = (U, "error In package.json of this project, “packageManager” is defined: “yarn@4.1.1”.", "u1")
    c2 = (U, "Hi , When i entering the yarn command, I get an error:\n\n>  error In package.json of this project, “packageManager” is defined: “yarn@4.1.1”. However, the current global version of Yarn is 1.22.22.", "u1")
    c3 = "COREPACK is ENABLED. I tried reinstalling and updating npm , yarn but it didn't help. How to fix it?"
    rec(COLLABVM35, [c1], c2[1], True, "ellipsis", [], "Running yarn in collabvm-1.2.ts gives: package.json defines \"packageManager\": \"yarn@4.1.1\", but the current global version of Yarn is 1.22.22.", author="u1")
    rec(COLLABVM35, [c1, c2], c3, True, "pronoun", ["it"], "Corepack is enabled and reinstalling npm and yarn didn't help: how do I fix collabvm-1.2.ts's \"packageManager\": \"yarn@4.1.1\" vs global Yarn 1.22.22 error?", author="u1")
    lend(COLLABVM35, [c1], CP_WRONGMSG, SAME, COREPACK706)
    lend(COLLABVM35, [c1, c2], CP_VITE, SELF, VITEPLUS267)

    m1 = (U, "Incorrect error message when Corepack disabled with package manager mismatch", "u1")
    m3 = (U, "The packageManager definition is incorrect:\n\n> \"packageManager\": \"yarn@pnpm@10.10.0\"", "u1")
    m4 = (U, "Although Yarn Classic is being used (yarn@1.22.22), the error message refers to a location https://yarnpkg.com/corepack that describes how to use Corepack with Yarn Modern.", "u1")
    m5 = "## Versions\n\nCorepack `0.32.0`\nUbuntu `24.04.2` LTS\nNode.js `22.15.0` LTS"
    rec(COREPACK706, [m1], CP_WRONGMSG, False, SAME, [], None, author="u1")
    h = [m1, (U, CP_WRONGMSG, "u1")]
    rec(COREPACK706, h, m3[1], True, "ellipsis", ["The packageManager definition"], "Yarn Classic's Corepack error message for a pnpm project misstates the packageManager definition as \"yarn@pnpm@10.10.0\".", author="u1")
    rec(COREPACK706, [*h, m3], m4[1], True, "ellipsis", ["the error message"], "Although Yarn Classic (yarn@1.22.22) is used, its packageManager mismatch message links https://yarnpkg.com/corepack, which describes Corepack with Yarn Modern.", author="u1")
    rec(COREPACK706, [*h, m3, m4], m5, True, "ellipsis", [], "The incorrect packageManager mismatch message happens with Corepack 0.32.0, Ubuntu 24.04.2 LTS and Node.js 22.15.0 LTS.", author="u1")

    s1 = (U, "Usage Error: This project is configured to use yarn", "u1")
    s2 = (U, "If you have pnpm and yarn projects try change to yarn_project and run `pnpm --dir pnpm_project` or change to pnpm_project and run `yarn --cwd yarn_project`.", "u1")
    s3 = (U, "There is error `Usage Error: This project is configured to use yarn`. Should be no error to use like this.", "u1")
    s4 = (A, "That's the expected behaviour. See the documentation:", "u2")
    s6 = (A, "You can also explicitly call `corepack yarn ...` on pnpm projects (or `corepack pnpm ...` on Yarn projects) to bypass this check.", "u2")
    s7 = "In my case, the error occurred because I had pnpm in the script that I was trying to run with yarn."
    rec(COREPACK424, [s1], s2[1], True, "ellipsis", [], "With both pnpm and yarn projects, running `pnpm --dir pnpm_project` from the yarn project (or `yarn --cwd yarn_project` from the pnpm one) gives Corepack's 'This project is configured to use yarn'.", author="u1")
    rec(COREPACK424, [s1, s2], s3[1], True, "ellipsis", ["like this"], "`pnpm --dir` or `yarn --cwd` into another project should not give Corepack's 'Usage Error: This project is configured to use yarn'.", author="u1")
    rec(COREPACK424, [s1, s2, s3], s4[1], True, "pronoun", ["That"], "Corepack's 'This project is configured to use yarn' when running pnpm --dir from a yarn project is expected behaviour; see Corepack's documentation.", author="u2")
    rec(COREPACK424, [s1, s2, s3, s4], CP_STRICT, False, SAME, [], None, author="u2")
    rec(COREPACK424, [s1, s2, s3, s4, (A, CP_STRICT, "u2")], s6[1], True, "pronoun", ["this check"], "To bypass Corepack's package-manager mismatch check, call `corepack yarn ...` on pnpm projects or `corepack pnpm ...` on Yarn projects.", author="u2")
    rec(COREPACK424, [s1, s2, s3, s4, (A, CP_STRICT, "u2"), s6], s7, True, "ellipsis", ["the error"], "In my case Corepack's 'This project is configured to use yarn' came from pnpm inside a script I ran with yarn.", author="u3")

    o1 = (U, "setup-node returns error", "u1")
    o2 = (U, "```shell\n/usr/local/bin/yarn cache dir\nerror This project's package.json defines \"packageManager\": \"yarn@3.5.1\". However the current global version of Yarn is 1.22.21.\n```", "u1")
    o3 = (U, "cc @suyanhanx, would you like to take a look?", "u1")
    rec(OPENDAL3607, [o1], o2[1], True, "ellipsis", [], "In OpenDAL's CI, setup-node's `yarn cache dir` fails: package.json defines \"packageManager\": \"yarn@3.5.1\" but the global Yarn is 1.22.21.", author="u1")
    rec(OPENDAL3607, [o1, o2], o3[1], True, "ellipsis", [], "@suyanhanx would you like to look at OpenDAL's setup-node failure from the packageManager yarn@3.5.1 mismatch?", author="u1")
    rec(OPENDAL3607, [o1, o2, o3], "I'd like to.", True, "ellipsis", [], "I'd like to look at OpenDAL's setup-node packageManager failure.", author="u2")
    lend(OPENDAL3607, [o1], CP_WRONGMSG, SAME, COREPACK706)
    lend(OPENDAL3607, [o1, o2], CP_STRICT, SAME, COREPACK424)

    v1 = (U, "unstable snap-test: packages/global/snap-tests/command-add-yarn4-with-workspace", "u1")
    v2 = (U, "```\n+error This project's package.json defines \"packageManager\": \"yarn@<semver>\". However the current global version of Yarn is <semver>.\n```", "u1")
    v3 = (U, "https://github.com/voidzero-dev/vite-plus/actions/runs/18865235681/job/53831535619", "u1")
    rec(VITEPLUS267, [v1], v2[1], True, "ellipsis", [], "vite-plus's command-add-yarn4-with-workspace snap test sometimes outputs: package.json defines \"packageManager\": \"yarn@<semver>\" but the global Yarn is <semver>.", author="u1")
    rec(VITEPLUS267, [v1, v2], v3[1], True, "ellipsis", [], "A failing run of vite-plus's unstable yarn4 workspace snap test: https://github.com/voidzero-dev/vite-plus/actions/runs/18865235681/job/53831535619", author="u1")
    rec(VITEPLUS267, [v1, v2, v3], CP_VITE, False, SELF, [], None, author="u1")
    lend(VITEPLUS267, [v1], CP_WRONGMSG, SAME, COREPACK706)

    y1 = (U, "Yarn v1.22.21 introduces new issue when using Corepack", "u1")
    lend(YARN9015, [y1], CP_STRICT, SAME, COREPACK424)
    lend(YARN9015, [y1], CP_VITE, SELF, VITEPLUS267)
    b1 = (U, "[Feature] Add a warning or error in Yarn Classic if `package.json`'s `packageManager` key is set, but `corepack` is not enabled", "u1")
    lend(BERRY5912, [b1], CP_STRICT, SAME, COREPACK424)
    lend(BERRY5912, [b1], CP_WRONGMSG, SAME, COREPACK706)
    k1 = (U, "Shakapacker 8: usage of corepack, an experimental extension, for a stable release", "u1")
    lend(SHAKAP478, [k1], CP_VITE, SELF, VITEPLUS267)
    lend(SHAKAP478, [k1], CP_STRICT, SAME, COREPACK424)
    lend(OPENDAL3607, [o1, o2, o3], CP_VITE, SELF, VITEPLUS267)


# ---- Windows ports reserved by Hyper-V/winnat: "listen EACCES: permission denied" and "access a socket in a way forbidden by its access permissions" ----
LMS336 = GH + "lmstudio-ai/lmstudio-js/issues/336"
GEOPORT48 = GH + "davesc63/GeoPort/issues/48"
FLASHP297 = GH + "FlashpointProject/launcher/pull/297"
BFXREP171 = GH + "bitfinexcom/bfx-report-electron/issues/171"
ENET1006 = GH + "ElectronNET/Electron.NET/issues/1006"
CBCOFFEE81 = GH + "cloud-barista/cb-coffeehouse/issues/81"
EP_HYPERV = "Hyper-V reserves random port ranges, resulting in an EACCES when\nwe try to listen on a port in that range."
EP_ASSIGN = "Windows by default assigns certain port ranges to Hyper-V, making them reserved ports"
EP_ENABLED = "I enabled Hiper-V, WSL2, and Docker Desktop."


def _excludedports(rec, U, A, lend) -> None:  # noqa: PLR0915
    l1 = (U, "Error starting server", "u1")
    l2 = (U, "Error starting server Error: listen EACCES: permission denied 127.0.0.1:1234", "u1")
    l3 = (U, "LM Studio 0.3.16\nWindows 11", "u1")
    l4 = (U, "How do I find the cause of this error and fix it", "u1")
    l5 = (U, "This happened to me today after working fine for months (Win11).\n\nSeems the port somehow became in the 'excludedportrange'.", "u2")
    l6 = (U, "Restarting Windows Nat driver fixed it for me:\n\nOpen terminal as admin.\n\n`net stop winnat` \n`net start winnat`", "u2")
    l7 = "I have been looking further into this and the problem seems to be (for me anyway) that Hyper V keeps re-enabling itself and stealing the ports, perhaps after a recent windows update."
    rec(LMS336, [l1], l2[1], True, "ellipsis", [], "Starting LM Studio's server fails with 'Error: listen EACCES: permission denied 127.0.0.1:1234'.", author="u1")
    rec(LMS336, [l1, l2], l3[1], True, "ellipsis", [], "LM Studio 0.3.16's server fails with listen EACCES on port 1234 on Windows 11.", author="u1")
    rec(LMS336, [l1, l2, l3], l4[1], True, "pronoun", ["this error", "it"], "How do I find the cause of LM Studio's 'listen EACCES: permission denied 127.0.0.1:1234' on Windows 11 and fix it?", author="u1")
    rec(LMS336, [l1, l2, l3, l4], l5[1], True, "pronoun", ["This", "the port"], "LM Studio's server port 1234 suddenly gave listen EACCES on Windows 11 after months of working; the port had somehow landed in Windows' excludedportrange.", author="u2")
    rec(LMS336, [l1, l2, l3, l4, l5], l6[1], True, "pronoun", ["it"], "Restarting the Windows NAT driver (`net stop winnat`, `net start winnat` in an admin terminal) fixed LM Studio's listen EACCES on port 1234.", author="u2")
    rec(LMS336, [l1, l2, l3, l4, l5, l6], l7, True, "pronoun", ["this", "the ports"], "LM Studio's port 1234 EACCES seems to come from Hyper-V re-enabling itself and reserving the port, perhaps after a recent Windows update.", author="u2")

    g1 = (U, "Doc Request - How to debug \"An attempt was made to access a socket in a way forbidden by its access permissions\"", "u1")
    g2 = (U, "### Reason\n\nThis is because port 54321 is occupied. However, using `netstat -aon | findstr` cannot locate the port.", "u1")
    g3 = (U, "The reason is that the Hyper-V feature is enabled on this machine.", "u1")
    g4 = (U, "This feature is related to Docker or virtual machines, and WSL2 also requires this feature to be enabled.", "u1")
    g5 = (U, EP_ASSIGN + ", so we cannot use this port.", "u1")
    g6 = "You can view the reserved port range using the command:\n```bash\nnetsh interface ipv4 show excludedportrange protocol=tcp\n```"
    rec(GEOPORT48, [g1], g2[1], True, "pronoun", ["This"], "GeoPort's 'access a socket in a way forbidden by its access permissions' happens because port 54321 is occupied, though `netstat -aon | findstr` cannot find what holds it.", author="u1")
    rec(GEOPORT48, [g1, g2], g3[1], True, "ellipsis", ["The reason", "this machine"], "GeoPort's port 54321 is unavailable because the Hyper-V feature is enabled on the machine.", author="u1")
    rec(GEOPORT48, [g1, g2, g3], g4[1], True, "pronoun", ["This feature"], "Hyper-V is related to Docker and virtual machines, and WSL2 also requires Hyper-V to be enabled.", author="u1")
    rec(GEOPORT48, [g1, g2, g3, g4], g5[1], True, "pronoun", ["this port"], "Windows by default assigns certain port ranges to Hyper-V as reserved ports, so GeoPort cannot use port 54321.", author="u1")
    rec(GEOPORT48, [g1, g2, g3, g4, g5], g6, True, "ellipsis", ["the reserved port range"], "You can view Windows' Hyper-V reserved port ranges with `netsh interface ipv4 show excludedportrange protocol=tcp`.", author="u1")
    lend(GEOPORT48, [g1], EP_ENABLED, SAME, CBCOFFEE81)

    f1 = (U, "fix: Continue trying ports on EACCES.", "u1")
    # "we" is the launcher, but the claim about Hyper-V's reserved ranges is complete: a same-author trap.
    rec(FLASHP297, [f1], EP_HYPERV, False, SELF, [], None, author="u1")
    lend(FLASHP297, [f1], EP_ASSIGN, SAME, GEOPORT48)
    lend(FLASHP297, [f1], EP_ENABLED, SAME, CBCOFFEE81)

    b1 = (U, "[BUG REPORT] W10 / EACCES: permission denied 0.0.0.0:1455", "u1")
    lend(BFXREP171, [b1], EP_HYPERV, SELF, FLASHP297)
    lend(BFXREP171, [b1], EP_ASSIGN, SAME, GEOPORT48)

    e1 = (U, "Error: listen EACCES: permission denied 127.0.0.1:8000", "u1")
    e2 = (U, "* **Version**: 0.4.0\n\n* **Target**: Windows, dotnet 10.0", "u1")
    e3 = (U, "1. When I minimized the startup console application, the following error occurred:\n```shell\nA JavaScript error occurred in the main process\nUncaught Exception:\nError: listen EACCES: permission denied 127.0.0.1:8000\n```", "u1")
    e4 = (U, "2. I used the Windows netsh command to obtain a range of ports that, for reasons unknown, have been excluded by Windows, resulting in these ports being unavailable for use:", "u1")
    e5 = "3. The GetActiveTcpListeners() method within GetFreePort() cannot retrieve the aforementioned excluded ports."
    rec(ENET1006, [e1], e2[1], True, "ellipsis", [], "Electron.NET 0.4.0 on Windows with dotnet 10.0 fails with 'listen EACCES: permission denied 127.0.0.1:8000'.", author="u1")
    rec(ENET1006, [e1, e2], e3[1], True, "ellipsis", ["the startup console application"], "When I minimized my Electron.NET app's startup console, the main process threw 'Error: listen EACCES: permission denied 127.0.0.1:8000'.", author="u1")
    rec(ENET1006, [e1, e2, e3], e4[1], True, "ellipsis", [], "netsh shows a range of ports excluded by Windows that includes Electron.NET's port 8000, so those ports are unavailable.", author="u1")
    rec(ENET1006, [e1, e2, e3, e4], e5, True, "ellipsis", ["the aforementioned excluded ports"], "Electron.NET's GetFreePort() uses GetActiveTcpListeners(), which cannot see ports Windows has excluded, so it picks port 8000 although it is reserved.", author="u1")
    lend(ENET1006, [e1], EP_HYPERV, SELF, FLASHP297)

    c1 = (U, "Resolve problems with reserved tcp ports", "u1")
    c3 = "CB-Spider and CB-Tumblebug can't sometimes run due to port binding."
    c4 = (U, "The cause seems to be reserved TCP ports on Windows.", "u1")
    c5 = (U, "Like the following result, TCP ports under 10000 were reserved.", "u1")
    c6 = "**[Suggestion (temporary)]**\nIt could be resolved by the below commands\n- To set dynamic TCP start port\n  ```\n  netsh int ipv4 set dynamic tcp start=49152 num=16384\n  ```\n- Restart `winnat`\n  ```\n  net stop winnat\n  net start winnat\n  ```"
    rec(CBCOFFEE81, [c1], EP_ENABLED, False, SAME, [], None, author="u1")
    # Names both programs and the failure in full: a same-author trap.
    rec(CBCOFFEE81, [c1, (U, EP_ENABLED, "u1")], c3, False, SAME, [], None, author="u1")
    h = [c1, (U, EP_ENABLED, "u1"), (U, c3, "u1")]
    rec(CBCOFFEE81, h, c4[1], True, "ellipsis", ["The cause"], "The cause of CB-Spider and CB-Tumblebug failing to bind ports seems to be reserved TCP ports on Windows (Hyper-V, WSL2, Docker Desktop enabled).", author="u1")
    rec(CBCOFFEE81, [*h, c4], c5[1], True, "ellipsis", ["the following result"], "With Hyper-V, WSL2 and Docker Desktop enabled, Windows reserved TCP ports under 10000, blocking CB-Spider and CB-Tumblebug.", author="u1")
    rec(CBCOFFEE81, [*h, c4, c5], c6, True, "pronoun", ["It"], "CB-Spider and CB-Tumblebug's reserved-port binding failures can be resolved by `netsh int ipv4 set dynamic tcp start=49152 num=16384` and restarting winnat.", author="u1")
    lend(CBCOFFEE81, [c1], EP_HYPERV, SELF, FLASHP297)
    lend(ENET1006, [e1, e2], EP_ENABLED, SAME, CBCOFFEE81)
    lend(BFXREP171, [b1], EP_ENABLED, SAME, CBCOFFEE81)


# ---- git's "fatal: refusing to merge unrelated histories" and --allow-unrelated-histories ----
PUSHDIR35 = GH + "L33T-KR3W/push-dir/issues/35"
COMMCARE18392 = GH + "dimagi/commcare-hq/pull/18392"
OSSCI118 = GH + "pytorch/ossci-job-dsl/pull/118"
WIKIV1_185 = GH + "requarks/wiki-v1/issues/185"
FORKSYNC52 = GH + "aormsby/Fork-Sync-With-Upstream-action/issues/52"
MOPBACK9 = GH + "map-of-pi/map-of-pi-backend/pull/9"
MOPFRONT27 = GH + "map-of-pi/map-of-pi-frontend/pull/27"
EXIONS9 = GH + "exions/merge-upstream/issues/9"
SWCGIT541 = GH + "swcarpentry/git-novice/issues/541"
SWCGIT635 = GH + "swcarpentry/git-novice/issues/635"
PAGEBOT37 = GH + "PageBot/PageBot/issues/37"
UH_SUBTREE = "merge now fails on unrelated histories unless you use --allow-unrelated-histories"
UH_TWO = "I am committing to my gitlab repo from two different places."
UH_WIKIJS = "I don't plan to ever create content directly on Wiki.js."


def _unrelated(rec, U, A, lend) -> None:  # noqa: PLR0915
    p1 = (U, "Unrelated Histories Error", "u1")
    p2 = (U, "Hi.. I get \"refusing to merge unrelated histories\" error while pulling on production server every time.. How to fix this?", "u1")
    rec(PUSHDIR35, [p1], p2[1], True, "ellipsis", [], "After deploying with push-dir, pulling on the production server fails with \"refusing to merge unrelated histories\" every time; how do I fix it?", author="u1")
    rec(PUSHDIR35, [p1, p2], "Is there anyone who has answer??", True, "ellipsis", [], "Does anyone have an answer for push-dir deployments failing with 'refusing to merge unrelated histories' when pulling on the production server?", author="u1")
    lend(PUSHDIR35, [p1], UH_SUBTREE, SAME, COMMCARE18392)
    lend(PUSHDIR35, [p1, p2], UH_TWO, SAME, WIKIV1_185)

    c1 = (U, "update scripts/subtree-merge for more recent versions of git", "u1")
    # A general fact about newer git's merge, named in full: a same-author trap.
    rec(COMMCARE18392, [c1], UH_SUBTREE, False, SAME, [], None, author="u1")
    lend(COMMCARE18392, [c1], UH_TWO, SAME, WIKIV1_185)

    o1 = (U, "Add --allow-unrelated-histories flag to workaround git merge error in nightly CI runs", "u1")
    o2 = "'fatal: refusing to merge unrelated histories'\nEg: https://ci.pytorch.org/jenkins/job/pytorch-builds/job/pytorch-linux-bionic-rocm4.3.1-py3.6-build/14390/console"
    rec(OSSCI118, [o1], o2, True, "ellipsis", [], "PyTorch's nightly CI git merge fails with 'fatal: refusing to merge unrelated histories', e.g. https://ci.pytorch.org/jenkins/job/pytorch-builds/job/pytorch-linux-bionic-rocm4.3.1-py3.6-build/14390/console", author="u1")
    lend(OSSCI118, [o1], UH_WIKIJS, SAME, WIKIV1_185)
    lend(OSSCI118, [o1, (U, o2, "u1")], UH_SUBTREE, SAME, COMMCARE18392)

    w1 = (U, "Configure git to allow-unrelated-histories", "u1")
    w2 = (U, "### Actual behavior\nFETCH_HEAD\\nfatal: refusing to merge unrelated histories\\n", "u1")
    w5 = (U, "However due to this fact I get this error which can easily be avoided by adding --allow-unrelated-histories.", "u1")
    w6 = (U, "However, I am not sure exactly where I would add this in /libs/git.js", "u1")
    w7 = "Without adding this tag permanently, this will fail after any time I perform a push from the other location."
    rec(WIKIV1_185, [w1], w2[1], True, "ellipsis", [], "Wiki.js v1's git sync fails with 'fatal: refusing to merge unrelated histories'.", author="u1")
    rec(WIKIV1_185, [w1, w2], UH_TWO, False, SAME, [], None, author="u1")
    rec(WIKIV1_185, [w1, w2, (U, UH_TWO, "u1")], UH_WIKIJS, False, SAME, [], None, author="u1")
    h = [w1, w2, (U, UH_TWO, "u1"), (U, UH_WIKIJS, "u1")]
    rec(WIKIV1_185, h, w5[1], True, "pronoun", ["this fact", "this error"], "Because I commit to Wiki.js's gitlab repo from two places, its git sync hits 'refusing to merge unrelated histories', which --allow-unrelated-histories would avoid.", author="u1")
    rec(WIKIV1_185, [*h, w5], w6[1], True, "pronoun", ["this"], "Where in Wiki.js v1's /libs/git.js would I add --allow-unrelated-histories?", author="u1")
    rec(WIKIV1_185, [*h, w5, w6], w7, True, "pronoun", ["this tag", "this"], "Unless --allow-unrelated-histories is added permanently to Wiki.js v1's git.js, its sync fails after every push from my other location.", author="u1")

    f1 = (U, "fatal: refusing to merge unrelated histories", "u1")
    f2 = (U, "Syncing new commits...\nFrom https://gitee.com/OpenHarmony/docs\n * branch                master     -> FETCH_HEAD\nfatal: refusing to merge unrelated histories\nERROR:  exit 128\nNew commits could not be pulled.", "u1")
    f3 = (U, "Test mode is passed.", "u1")
    f4 = "Please try searching closed issues. This error message comes up a lot."
    rec(FORKSYNC52, [f1], f2[1], True, "ellipsis", [], "Fork-Sync-With-Upstream-action syncing from https://gitee.com/OpenHarmony/docs fails with 'fatal: refusing to merge unrelated histories' (exit 128); new commits could not be pulled.", author="u1")
    rec(FORKSYNC52, [f1, f2], f3[1], True, "ellipsis", [], "Fork-Sync-With-Upstream-action's test mode passes, though the real sync fails with unrelated histories.", author="u1")
    rec(FORKSYNC52, [f1, f2, f3], f4, True, "ellipsis", ["This error message"], "Please search Fork-Sync-With-Upstream-action's closed issues: 'refusing to merge unrelated histories' comes up a lot.", author="u2")
    lend(FORKSYNC52, [f1], UH_WIKIJS, SAME, WIKIV1_185)

    b1 = (U, "Add merge workflow w/ --allow-unrelated-histories flag in an attempt to fix 'fatal: refusing to merge unrelated histories'.", "u1")
    lend(MOPBACK9, [b1], UH_SUBTREE, SAME, COMMCARE18392)
    lend(MOPFRONT27, [b1], UH_TWO, SAME, WIKIV1_185)

    x1 = (U, "bug: Your branch is up to date with 'origin/master'.", "u1")
    x2 = (U, "```\nYour branch is up to date with 'origin/master'.\nfatal: refusing to merge unrelated histories\nError: Process completed with exit code 128.\n```", "u1")
    x3 = (U, "need `--allow-unrelated-history` , how to add?", "u1")
    x4 = (U, "Maybe you shouldn't push? https://github.com/exions/merge-upstream/blob/f319e34ccad113d4f524e9ca33f5dab14b51117c/action.yml#L38", "u1")
    x5 = (U, "Can you make an option to disable the push step? I'm using another action to do commit and push, so don't need this.", "u1")
    x6 = "See #13 - I've forked this and published an action that allows unrelated histories."
    rec(EXIONS9, [x1], x2[1], True, "ellipsis", [], "exions/merge-upstream fails with 'fatal: refusing to merge unrelated histories' (exit code 128) although the branch is up to date with origin/master.", author="u1")
    rec(EXIONS9, [x1, x2], x3[1], True, "ellipsis", [], "merge-upstream needs `--allow-unrelated-histories`; how do I add it to the action?", author="u1")
    rec(EXIONS9, [x1, x2, x3], x4[1], True, "ellipsis", [], "Maybe merge-upstream shouldn't push (action.yml#L38)?", author="u1")
    rec(EXIONS9, [x1, x2, x3, x4], x5[1], True, "ellipsis", ["the push step"], "Can merge-upstream get an option to disable its push step? I commit and push with another action.", author="u1")
    rec(EXIONS9, [x1, x2, x3, x4, x5], x6, True, "pronoun", ["this"], "See #13: I forked exions/merge-upstream and published an action that allows unrelated histories.", author="u2")
    lend(EXIONS9, [x1], UH_WIKIJS, SAME, WIKIV1_185)

    s1 = (U, "Incorrect solution to exercise about README", "u1")
    s2 = (U, "This is related to https://github.com/swcarpentry/git-novice/issues/422", "u1")
    s3 = (U, "The solution for the final exercise in section \"Remotes in GitHub\" says:\n```\nIn this case, since we already had a README file in our own (local) repository, we’d see a merge conflict ...\n```", "u1")
    s4 = (U, "However, we did not create a README file in the local repository as part of the lesson, therefore, this is incorrect.", "u1")
    s5 = (U, "Merging (`push` or `pull`) with remote still fails due to \"unrelated histories.\"", "u1")
    s6 = "Thanks for reporting this error. If you're interested in contributing the fix via a PR, feel free to submit one and we'll try to get it merged quickly; otherwise, just let us know and one of us maintainers will implement a version of the change you've given above."
    rec(SWCGIT541, [s1], s2[1], True, "pronoun", ["This"], "The git-novice lesson's incorrect README exercise solution is related to https://github.com/swcarpentry/git-novice/issues/422", author="u1")
    rec(SWCGIT541, [s1, s2], s3[1], True, "ellipsis", [], "git-novice's solution to the final \"Remotes in GitHub\" exercise says a README in the local repository would cause a merge conflict.", author="u1")
    rec(SWCGIT541, [s1, s2, s3], s4[1], True, "pronoun", ["this"], "The git-novice lesson never creates a local README, so its \"Remotes in GitHub\" solution about a merge conflict is incorrect.", author="u1")
    rec(SWCGIT541, [s1, s2, s3, s4], s5[1], True, "ellipsis", [], "In the git-novice \"Remotes in GitHub\" exercise, push or pull with the remote still fails with \"unrelated histories\".", author="u1")
    rec(SWCGIT541, [s1, s2, s3, s4, s5], s6, True, "pronoun", ["this error", "the change you've given above"], "Thanks for reporting git-novice's wrong \"Remotes in GitHub\" solution; submit a PR with the --allow-unrelated-histories fix or a maintainer will.", author="u2")
    lend(SWCGIT541, [s1], UH_SUBTREE, SAME, COMMCARE18392)

    e1 = (U, "Episode 7 - Remotes in GitHub: Exercise GitHub License and README files", "u1")
    e2 = "In the exercise **GitHub License and README files**\noutput for `git pull origin master`\nshould be updated to\n~~~\nwarning: no common commits\nfatal: refusing to merge unrelated histories\n~~~"
    # Names the exercise, the command and the new output in full: a same-author trap.
    rec(SWCGIT635, [e1], e2, False, SAME, [], None, author="u1")
    rec(SWCGIT635, [e1, (U, e2, "u1")], "closed via swcarpentry/git-novice#645", True, "ellipsis", [], "The git-novice Episode 7 'GitHub License and README files' output update is closed via swcarpentry/git-novice#645.", author="u2")

    g1 = (U, "'Unable to merge unrelated histories in this repository'", "u1")
    g2 = (U, "Trying to jump back in, but I'm not able to update my local repository with the GitHub desktop client—sorry for such a basic request, but can someone give me a hand with this?", "u1")
    g3 = (A, "On case you didn’t change anything to nothing you want to keep, \nthat it is best to set your version apart and do a new checkout.", "u2")
    rec(PAGEBOT37, [g1], g2[1], True, "pronoun", ["this"], "I can't update my local PageBot repository with GitHub Desktop ('Unable to merge unrelated histories in this repository'); can someone help?", author="u1")
    rec(PAGEBOT37, [g1, g2], g3[1], True, "ellipsis", ["your version"], "If you changed nothing you want to keep in your PageBot checkout, set it aside and do a new checkout to get past 'unrelated histories'.", author="u2")
    rec(PAGEBOT37, [g1, g2, g3], "Thanks, Petr! I'll give that a try.", True, "pronoun", ["that"], "Thanks, Petr! I'll try setting my PageBot checkout aside and doing a new checkout.", author="u1")
    lend(PAGEBOT37, [g1], UH_TWO, SAME, WIKIV1_185)
    lend(COMMCARE18392, [c1], UH_WIKIJS, SAME, WIKIV1_185)
    lend(PUSHDIR35, [p1, p2], e2, SAME, SWCGIT635)
    lend(FORKSYNC52, [f1, f2], e2, SAME, SWCGIT635)
    lend(OSSCI118, [o1], e2, SAME, SWCGIT635)
    lend(PAGEBOT37, [g1, g2], e2, SAME, SWCGIT635)


# ---- pip builds on Windows without a compiler: "error: Microsoft Visual C++ 14.0 or greater is required" ----
KEROSENE15 = GH + "dribnet/kerosene/issues/15"
PYOJT108 = GH + "r9y9/pyopenjtalk/issues/108"
READPTU2 = GH + "QuantumPhotonicsLab/readPTU/issues/2"
LOKBOT6 = GH + "hldh214/lok_bot/issues/6"
XTTSFT46 = GH + "daswer123/xtts-finetune-webui/issues/46"
UNISWAP72 = GH + "uniswap-python/uniswap-python/issues/72"
SYDNEY129 = GH + "vsakkas/sydney.py/issues/129"
ATERNOS84 = GH + "Mekolaos/Aternos-On-Discord/issues/84"
MS_VS2022 = "I installed Visual Studio 2022 Community Edition and only installed the basics."
MS_WIN11 = "Im on windows 11, and Python 3.12.1"


def _msvc(rec, U, A, lend) -> None:  # noqa: PLR0915
    k1 = (U, "error: Microsoft Visual C++ 14.0 is required.", "u1")
    k2 = (U, "error: Microsoft Visual C++ 14.0 is required. Get it with \"Microsoft Visual C++ Build Tools\": https://visualstudio.microsoft.com/downloads/", "u1")
    rec(KEROSENE15, [k1], k2[1], True, "ellipsis", [], "Installing kerosene fails with 'error: Microsoft Visual C++ 14.0 is required. Get it with \"Microsoft Visual C++ Build Tools\": https://visualstudio.microsoft.com/downloads/'.", author="u1")
    rec(KEROSENE15, [k1, k2], "But we will get 404.-_-!", True, "ellipsis", [], "The Build Tools link in kerosene's 'Microsoft Visual C++ 14.0 is required' error (https://visualstudio.microsoft.com/downloads/) returns 404.", author="u1")
    lend(KEROSENE15, [k1], MS_VS2022, SAME, XTTSFT46)
    lend(KEROSENE15, [k1, k2], MS_WIN11, SAME, SYDNEY129)

    j1 = (U, "error: Microsoft Visual C++ 14.0 or greater is required. Get it with \"Microsoft C++ Build Tools\": https://visualstudio.microsoft.com/visual-cpp-build-tools/", "u1")
    j2 = "I have it installed but I get this\n\nerror: Microsoft Visual C++ 14.0 or greater is required.\nGet it with \"Microsoft C++ Build Tools\":\nhttps://visualstudio.microsoft.com/visual-cpp-build-tools/"
    rec(PYOJT108, [j1], j2, True, "pronoun", ["it"], "I have the Microsoft C++ Build Tools installed but installing pyopenjtalk still gives 'Microsoft Visual C++ 14.0 or greater is required'.", author="u1")
    lend(PYOJT108, [j1], MS_VS2022, SAME, XTTSFT46)

    r1 = (U, "error: Microsoft Visual C++ 14.0 is required.", "u1")
    r2 = (U, "I've installed Visual Studios Build Tools 2019 - 16.4.3, but get the error\n\n\"error: Microsoft Visual C++ 14.0 is required\" after this command:\n\npython setup.py install", "u1")
    rec(READPTU2, [r1], r2[1], True, "ellipsis", [], "With Visual Studio Build Tools 2019 (16.4.3) installed, readPTU's `python setup.py install` still gives 'error: Microsoft Visual C++ 14.0 is required'.", author="u1")
    rec(READPTU2, [r1, r2], "Any ideas?", True, "ellipsis", [], "Any ideas why readPTU's `python setup.py install` says Microsoft Visual C++ 14.0 is required with Build Tools 2019 installed?", author="u1")
    lend(READPTU2, [r1, r2], MS_WIN11, SAME, SYDNEY129)

    b1 = (U, "error: Microsoft Visual C++ 14.0 or greater is required. Get it with \"Microsoft C++ Build Tools\": https://visualstudio.microsoft.com/visual-cpp-build-tools/", "u1")
    b2 = (U, "Installed:\nvisual studio 2019 build tool\nvisual studio Community\nwhat to do?", "u1")
    b3 = (A, "Can you post your full command here?", "u2")
    b4 = (U, "pip install jsonlib \nor\npip install jsonlib-python3", "u1")
    b5 = "May I ask why we need this `jsonlib`?"
    rec(LOKBOT6, [b1], b2[1], True, "ellipsis", [], "I have Visual Studio 2019 Build Tools and Visual Studio Community installed but lok_bot's install still says Microsoft Visual C++ 14.0 or greater is required; what do I do?", author="u1")
    rec(LOKBOT6, [b1, b2], b3[1], True, "ellipsis", [], "Can you post the full command that gives 'Microsoft Visual C++ 14.0 or greater is required' for lok_bot?", author="u2")
    rec(LOKBOT6, [b1, b2, b3], b4[1], True, "ellipsis", [], "The command failing with 'Microsoft Visual C++ 14.0 or greater is required' for lok_bot is `pip install jsonlib` or `pip install jsonlib-python3`.", author="u1")
    rec(LOKBOT6, [b1, b2, b3, b4], b5, True, "pronoun", ["this `jsonlib`"], "Why do you need `jsonlib` for lok_bot?", author="u2")
    lend(LOKBOT6, [b1, b2], MS_VS2022, SAME, XTTSFT46)

    x1 = (U, "Problem with installation not progressing.", "u1")
    x2 = (U, "This is part of the error. The error content is too long, so I only brought part of it.\n      error: Microsoft Visual C++ 14.0 or greater is required. Get it with \"Microsoft C++ Build Tools\":", "u1")
    rec(XTTSFT46, [x1], x2[1], True, "pronoun", ["This", "the error"], "Installing xtts-finetune-webui stops with 'error: Microsoft Visual C++ 14.0 or greater is required. Get it with \"Microsoft C++ Build Tools\"'.", author="u1")
    rec(XTTSFT46, [x1, x2], MS_VS2022, False, SAME, [], None, author="u1")
    rec(XTTSFT46, [x1, x2, (U, MS_VS2022, "u1")], "What should I add?", True, "ellipsis", [], "Which Visual Studio 2022 Community components should I add so xtts-finetune-webui's install stops failing with 'Microsoft Visual C++ 14.0 or greater is required'?", author="u1")
    lend(XTTSFT46, [x1], MS_WIN11, SAME, SYDNEY129)

    u1 = (U, "Error microsoft visual c++", "u1")
    u2 = (U, "error: Microsoft Visual C++ 14.0 is required. Get it with \"Build Tools for Visual Studio\": https://visualstudio.microsoft.com/downloads/", "u1")
    rec(UNISWAP72, [u1], u2[1], True, "ellipsis", [], "Installing uniswap-python fails with 'error: Microsoft Visual C++ 14.0 is required. Get it with \"Build Tools for Visual Studio\"'.", author="u1")
    rec(UNISWAP72, [u1, u2], "What i need to install?in build tools?", True, "ellipsis", [], "What do I need to install in Build Tools for Visual Studio to fix uniswap-python's 'Microsoft Visual C++ 14.0 is required'?", author="u1")
    lend(UNISWAP72, [u1, u2], MS_VS2022, SAME, XTTSFT46)

    s1 = (U, "solution of : error: Microsoft Visual C++ 14.0 or greater is required. during pip install", "u1")
    s2 = (U, "Not an issue, just a note that this library requires me to install Microsoft Visual C++ 14.0 or greater.", "u1")
    s3 = (U, "to install that, you need to go https://visualstudio.microsoft.com/visual-cpp-build-tools/ and download the program, then install Workload named Desktop development C++, install the core and it optional files.", "u1")
    rec(SYDNEY129, [s1], s2[1], True, "pronoun", ["this library"], "Installing sydney.py requires Microsoft Visual C++ 14.0 or greater.", author="u1")
    rec(SYDNEY129, [s1, s2], s3[1], True, "pronoun", ["that"], "To install Microsoft Visual C++ 14.0 or greater for sydney.py, download the Build Tools from https://visualstudio.microsoft.com/visual-cpp-build-tools/ and install the 'Desktop development with C++' workload with its optional files.", author="u1")
    rec(SYDNEY129, [s1, s2, s3], MS_WIN11, False, SAME, [], None, author="u1")

    a1 = (U, "Error: \"Microsoft Visual C++ 14.0 or greater is required.\"", "u1")
    a2 = (U, "Hello, while i was trying to install the requirements, an error that said \"error: Microsoft Visual C++ 14.0 or greater is required. Get it with \"Microsoft C++ Build Tools\": https://visualstudio.microsoft.com/visual-cpp-build-tools/\" appeared on the command line.", "u1")
    a3 = (U, "i even try downloading the visual studio c++ redistributable but it still didnt work. if someone could help me out that would be good. many thanks", "u1")
    rec(ATERNOS84, [a1], a2[1], True, "ellipsis", ["the requirements"], "Installing Aternos-On-Discord's requirements fails with 'error: Microsoft Visual C++ 14.0 or greater is required'.", author="u1")
    rec(ATERNOS84, [a1, a2], a3[1], True, "pronoun", ["it"], "Installing the Visual C++ redistributable didn't fix Aternos-On-Discord's 'Microsoft Visual C++ 14.0 or greater is required'; can someone help?", author="u1")
    rec(ATERNOS84, [a1, a2, a3], "Looks like a problem with yarl", True, "ellipsis", [], "Aternos-On-Discord's 'Microsoft Visual C++ 14.0 or greater is required' looks like a problem building yarl.", author="u2")
    lend(ATERNOS84, [a1], MS_WIN11, SAME, SYDNEY129)


# ==== part 2 (helper cdf2, thirtieth pass): far-apart areas; every module-level name is P2_-prefixed ====
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

# Every lender is a group of this part (every lending thread also gives a history).
QUESTION_ONLY: tuple[str, ...] = (*P2_QUESTION_ONLY,)

AREAS = [_numpy2, _execpolicy, _libgl, _charmap, _hydration, _pgclients, _libarclite, _scriptsandbox, _corepack, _excludedports, _unrelated, _msvc]


def load(rec, U, A) -> None:
    def lend(url, history, question, kind, src) -> None:
        """A bank sentence placed after another thread's turns of the same area: a trap, asker unknown."""
        rec(url, history, question, False, kind, [], None, qsrc=src, author=None)

    for area in AREAS:  # one function per area
        area(rec, U, A, lend)
    load_part2(rec, U, A)


def load_part2(rec, U, A) -> None:
    SAME = "trap_same_domain_new_topic"
    SELF = "trap_self_contained_pronoun"

    def lend(url, history, question, kind, src) -> None:
        """A bank sentence placed after another thread's turns of the same area: a trap, asker unknown."""
        rec(url, history, question, False, kind, [], None, qsrc=src, author=None)

    for area in (P2_pool, P2_evcharging, P2_mowers, P2_vacuums, P2_pokemon, P2_grills, P2_budgeting):
        area(rec, U, A, lend, SAME, SELF)


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
