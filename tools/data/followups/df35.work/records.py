"""df35 record blocks: one call per record, every turn quoted (trimmed) from the thread at its URL.

Each turn is (role, text, speaker): speakers are per-conversation pseudonyms, "u1", "u2", ...
by first appearance (the thread's opener is "u1"); a lent (paired) question's speaker is None
(who would ask it in this thread is unknown)."""
# ruff: noqa: E501

GH = "https://github.com/"
# ==== part 1 (helper cdf1, thirty-first pass): engineering threads in areas no earlier df part collected ====

SAME = "trap_same_domain_new_topic"
SELF = "trap_self_contained_pronoun"


# ---- MySQL 8's caching_sha2_password: "ER_NOT_SUPPORTED_AUTH_MODE" and "Authentication plugin 'caching_sha2_password' cannot be loaded" ----
VSDB229 = GH + "Bajdzis/vscode-database/issues/229"
VSDB81 = GH + "Bajdzis/vscode-database/issues/81"
VSDB149 = GH + "Bajdzis/vscode-database/issues/149"
VSDB266 = GH + "Bajdzis/vscode-database/issues/266"
MYIMPORT50 = GH + "Pamblam/mysql-import/issues/50"
BREADS37 = GH + "zero-to-mastery/breads-server/issues/37"
EXPBLOG4 = GH + "cumt-robin/express-blog-backend/issues/4"
SQLPAD458 = GH + "sqlpad/sqlpad/issues/458"
SQLTOOLS990 = GH + "mtxr/vscode-sqltools/issues/990"
DMARCTS99 = GH + "techsneeze/dmarcts-report-parser/issues/99"
GOBACKUP171 = GH + "gobackup/gobackup/issues/171"
SEQPRO5 = GH + "sheldon/sequel-pro/issues/5"
INSIGHT11 = GH + "creditease-sec/insight/issues/11"
SEQUELER344 = GH + "ellie-commons/sequeler/issues/344"
FISCO1734 = GH + "FISCO-BCOS/FISCO-BCOS/issues/1734"
CODEBASE218 = GH + "miguelgfierro/codebase/issues/218"
CACTI88 = GH + "scline/docker-cacti/issues/88"
MY_PLUGGABLE = "MySQL 8 has supports pluggable authentication methods. By default, one of them named caching_sha2_password is used rather than our good old mysql_native_password"
MY_SHA256 = "caching_sha2_password: Implements SHA-256 authentication (like sha256_password), \nbut uses caching on the server side for better performance \nand has additional features for wider applicability."
MY_WORKBENCH = "mysql workbench Authentication plugin 'caching_sha2_password' cannot be loaded"
MY_NAVICAT = "I tried using Navicat Premium, it works, mysql-server can successfully be connected, no errors."
MY_DUMP = "-> Dump error: mysqldump: Got error: 1045: \"Plugin caching_sha2_password could not be loaded:\nError loading shared library /usr/lib/mariadb/plugin/caching_sha2_password.so: \nNo such file or directory\" when trying to connect"
MY_SESSION = "[root@localhost ~]# mysql -h 127.0.0.1 -P 6606 -u root -p\nEnter password: \nERROR 2059 (HY000): Authentication plugin 'caching_sha2_password' cannot be loaded: /usr/lib64/mysql/plugin/caching_sha2_password.so: cannot open shared object file: No such file or directory"
MY_ERR = "ER_NOT_SUPPORTED_AUTH_MODE: Client does not support authentication protocol requested by server; consider upgrading MySQL client"


def _mysql8auth(rec, U, A, lend) -> None:  # noqa: PLR0915
    v1 = (U, "ER_NOT_SUPPORTED_AUTH_MODE: Client does not support authentication protocol requested by server; consider upgrading MySQL client", "u1")
    v2 = (U, MY_ERR + "\n\nwhat‘s this？", "u1")
    v3 = "Unfortunately, the new authorization system (MySQL 8) is not supported.\n\nMore info -> #104"
    rec(VSDB229, [v1], v2[1], True, "ellipsis", [], "What is the ER_NOT_SUPPORTED_AUTH_MODE error ('Client does not support authentication protocol requested by server') that vscode-database shows?", author="u1")
    rec(VSDB229, [v1, v2], v3, True, "ellipsis", [], "Unfortunately, vscode-database does not support the new authorization system of MySQL 8 (more info in Bajdzis/vscode-database#104).", author="u2")

    a1 = (U, "Client does not support authentication protocol requested by server", "u1")
    a2 = (U, "Connection error! " + MY_ERR + "\nYou have a problem?", "u1")
    a3 = (U, "I have the same error: `Connection error! " + MY_ERR + "`. Would you like to help fixing it? Thanks.\n\nMySQL Server version: 8.0.15 (installed by Homebrew)", "u2")
    a5 = "@liuyl1992 @liyang85 @RyanZhiNie @memehuezo \n\nYou can temporarily change user authorization to  `mysql_native_password` .\n\nhttps://github.com/Bajdzis/vscode-database/issues/104"
    # A bare connection error whose only missing subject is the extension: a follow-up.
    rec(VSDB81, [a1], a2[1], True, "ellipsis", [], "vscode-database shows 'Connection error! ER_NOT_SUPPORTED_AUTH_MODE: Client does not support authentication protocol requested by server; consider upgrading MySQL client'.", author="u1")
    rec(VSDB81, [a1, a2], a3[1], True, "ellipsis", ["the same error", "it"], "vscode-database gives me 'Connection error! ER_NOT_SUPPORTED_AUTH_MODE' with MySQL Server 8.0.15 (installed by Homebrew); would you help fix it?", author="u2")
    rec(VSDB81, [a1, a2, a3], a5, True, "ellipsis", [], "To get past ER_NOT_SUPPORTED_AUTH_MODE in vscode-database, you can temporarily change the MySQL user's authorization to `mysql_native_password` (see Bajdzis/vscode-database#104).", author="u3")

    b1 = (U, "Connection error! ER_NOT_SUPPORTED_AUTH_MODE: Client does not support authentication protocol requested by server; consider upgrading MySQL client", "u1")
    b2 = (U, "Was trying to connect to a server i have running. I'm using MySQL. I know my username and password are correct. Maybe it has something to do with the new security implementation by default in MySQL 8.", "u1")
    b4 = "You are right, unfortunately we are not yet supporting new mysql 8 authorization methods.\n\nMore info -> #104"
    rec(VSDB149, [b1], b2[1], True, "ellipsis", [], "vscode-database gives ER_NOT_SUPPORTED_AUTH_MODE when I connect to my running MySQL server with a correct username and password; maybe it has to do with MySQL 8's new default security implementation.", author="u1")
    # The quoted explanation is a general fact naming MySQL 8 and both plugins: a same-author trap.
    rec(VSDB149, [b1, b2], MY_PLUGGABLE, False, SAME, [], None, author="u1")
    rec(VSDB149, [b1, b2, (U, MY_PLUGGABLE, "u1")], b4, True, "ellipsis", ["You are right"], "vscode-database does not yet support MySQL 8's new authorization methods (caching_sha2_password); more info in Bajdzis/vscode-database#104.", author="u2")

    c1 = (U, "Connection error! ER_NOT_SUPPORTED_AUTH_MODE: Client does not support authentication protocol requested by server; consider upgrading MySQL client", "u1")
    c3 = (U, "I also encountered the same problem, my MySQL version is 8.0", "u2")
    c4 = "https://stackoverflow.com/questions/50093144/mysql-8-0-client-does-not-support-authentication-protocol-requested-by-server"
    rec(VSDB266, [c1], c3[1], True, "ellipsis", ["the same problem"], "I also get ER_NOT_SUPPORTED_AUTH_MODE in vscode-database; my MySQL version is 8.0.", author="u2")
    rec(VSDB266, [c1, c3], c4, True, "ellipsis", [], "For vscode-database's ER_NOT_SUPPORTED_AUTH_MODE with MySQL 8.0, see https://stackoverflow.com/questions/50093144/mysql-8-0-client-does-not-support-authentication-protocol-requested-by-server", author="u3")

    m1 = (U, "Issues with mysql 8", "u1")
    m2 = (U, MY_ERR, "u1")
    rec(MYIMPORT50, [m1], m2[1], True, "ellipsis", [], "mysql-import fails with MySQL 8: ER_NOT_SUPPORTED_AUTH_MODE: Client does not support authentication protocol requested by server; consider upgrading MySQL client.", author="u1")
    rec(MYIMPORT50, [m1, m2], "This has been resolved in the latest PR.", True, "pronoun", ["This"], "mysql-import's ER_NOT_SUPPORTED_AUTH_MODE error with MySQL 8 has been resolved in the latest PR.", author="u2")
    lend(MYIMPORT50, [m1], MY_PLUGGABLE, SAME, VSDB149)
    lend(MYIMPORT50, [m1, m2], MY_DUMP, SAME, GOBACKUP171)

    r1 = (U, "MySQL Authentication Error", "u1")
    r2 = (U, "Using MySQL 8.0, the below error appears when trying to login to db with the `mysql_native_password` authentication method instead of `caching_sha2_password`", "u1")
    rec(BREADS37, [r1], r2[1], True, "ellipsis", ["db"], "Using MySQL 8.0, breads-server gets an error logging in to its database with the `mysql_native_password` authentication method instead of `caching_sha2_password`.", author="u1")
    rec(BREADS37, [r1, r2], "`" + MY_ERR + "`", True, "ellipsis", [], "breads-server logging in to MySQL 8.0 with mysql_native_password gives `ER_NOT_SUPPORTED_AUTH_MODE: Client does not support authentication protocol requested by server`.", author="u1")
    lend(BREADS37, [r1], MY_SESSION, SAME, INSIGHT11)
    lend(BREADS37, [r1, r2], MY_NAVICAT, SELF, SEQPRO5)

    e1 = (U, "[Bug] ER NOT SUPPORTED AUTH MODE", "u1")
    e2 = (U, "ErrOr: ER NOT SUPPORTED AUTH MODE: client does not support authentication protocol requested by server, consi\nder upgrading MysOL client", "u1")
    e3 = "ALTER USER 'yourusername'@'localhost' IDENTIFIED WITH mysql_native_password BY 'yourpassword';\nFLUSH PRIVILEGES;"
    rec(EXPBLOG4, [e1], e2[1], True, "ellipsis", [], "express-blog-backend fails with 'ER NOT SUPPORTED AUTH MODE: client does not support authentication protocol requested by server, consider upgrading MySQL client'.", author="u1")
    rec(EXPBLOG4, [e1, e2], e3, True, "ellipsis", [], "To fix express-blog-backend's ER_NOT_SUPPORTED_AUTH_MODE, run `ALTER USER 'yourusername'@'localhost' IDENTIFIED WITH mysql_native_password BY 'yourpassword'; FLUSH PRIVILEGES;`", author="u1")
    lend(EXPBLOG4, [e1], MY_SHA256, SAME, GOBACKUP171)
    lend(EXPBLOG4, [e1, e2], MY_WORKBENCH, SAME, CODEBASE218)

    p1 = (U, "Mysql DB 'ER_NOT_SUPPORTED_AUTH_MODE'", "u1")
    rec(SQLPAD458, [p1], "Hi all.\n\nHow can I solve this?", True, "pronoun", ["this"], "How can I solve SQLPad's 'ER_NOT_SUPPORTED_AUTH_MODE' error with a MySQL database?", author="u1")
    lend(SQLPAD458, [p1], MY_PLUGGABLE, SAME, VSDB149)
    lend(SQLPAD458, [p1], MY_SESSION, SAME, INSIGHT11)

    t1 = (U, "connection error", "u1")
    t2 = (U, "**Describe the bug**\n" + MY_ERR, "u1")
    t3 = (U, "MySQL版本          mysql  Ver 8.0.28 for Win64 on x86_64 (MySQL Community Server - GPL)", "u1")
    t4 = (U, " - SQLTools Version v0.25.1\n - VS Code Version: 1.71.2\n - OS: Windows", "u1")
    t5 = "Please see https://vscode-sqltools.mteixeira.dev/en/drivers/mysql/ where there is a section titled \"MySQL 8 and ER_NOT_SUPPORTED_AUTH_MODE\"."
    rec(SQLTOOLS990, [t1], t2[1], True, "ellipsis", [], "SQLTools' connection to MySQL fails with ER_NOT_SUPPORTED_AUTH_MODE: Client does not support authentication protocol requested by server; consider upgrading MySQL client.", author="u1")
    rec(SQLTOOLS990, [t1, t2], t3[1], True, "ellipsis", [], "SQLTools' connection error ER_NOT_SUPPORTED_AUTH_MODE with mysql Ver 8.0.28 for Win64 on x86_64 (MySQL Community Server - GPL).", author="u1")
    rec(SQLTOOLS990, [t1, t2, t3], t4[1], True, "ellipsis", [], "SQLTools v0.25.1 in VS Code 1.71.2 on Windows gives ER_NOT_SUPPORTED_AUTH_MODE connecting to MySQL 8.0.28.", author="u1")
    rec(SQLTOOLS990, [t1, t2, t3, t4], t5, True, "ellipsis", [], "For SQLTools' ER_NOT_SUPPORTED_AUTH_MODE with MySQL 8, see the section \"MySQL 8 and ER_NOT_SUPPORTED_AUTH_MODE\" at https://vscode-sqltools.mteixeira.dev/en/drivers/mysql/", author="u2")
    lend(SQLTOOLS990, [t1], MY_DUMP, SAME, GOBACKUP171)
    lend(SQLTOOLS990, [t1, t2], MY_SESSION, SAME, INSIGHT11)

    k1 = (U, "Plugin caching_sha2_password could not be loaded", "u1")
    k2 = (U, "I got the following error when trying to run the parser.", "u1")
    k3 = (U, "DBI connect('database=dmarc;host=172.17.0.4;port=3306','dmarc',...) failed: Plugin caching_sha2_password could not be loaded: /usr/lib/x86_64-linux-gnu/mariadb19/plugin/caching_sha2_password.so: cannot open shared object file: No such file or directory at ./dmarcts-report-parser.pl line 266.\ndmarcts-report-parser.pl: Cannot connect to database", "u1")
    k4 = (U, "In the meanwhile, I figured out that the following SQL query helped work around the issue:\n\n```sql\nALTER USER 'user'@'localhost' IDENTIFIED WITH mysql_native_password BY 'sshhh';\n```", "u1")
    k5 = (A, "If you're using the MariaDB client with a MySQL server, this is to be expected.", "u2")
    k6 = (A, "The server uses caching_sha2_password by default for authentication when creating new users, and the MariaDB client doesn't know how to do that.", "u2")
    k7 = "Changing to the mysql_native_password auth plugin is the fix."
    rec(DMARCTS99, [k1], k2[1], True, "ellipsis", ["the parser"], "I got 'Plugin caching_sha2_password could not be loaded' when trying to run dmarcts-report-parser.", author="u1")
    # The DBI log names dmarcts-report-parser.pl and the plugin file in full: a same-author trap.
    rec(DMARCTS99, [k1, k2], k3[1], False, SAME, [], None, author="u1")
    rec(DMARCTS99, [k1, k2, k3], k4[1], True, "ellipsis", ["the issue"], "An SQL query that works around dmarcts-report-parser's 'Plugin caching_sha2_password could not be loaded': ALTER USER 'user'@'localhost' IDENTIFIED WITH mysql_native_password BY 'sshhh';", author="u1")
    rec(DMARCTS99, [k1, k2, k3, k4], k5[1], True, "pronoun", ["this"], "If you're using the MariaDB client with a MySQL server, 'Plugin caching_sha2_password could not be loaded' is to be expected.", author="u2")
    rec(DMARCTS99, [k1, k2, k3, k4, k5], k6[1], True, "pronoun", ["The server"], "A MySQL server uses caching_sha2_password by default for authentication when creating new users, and the MariaDB client doesn't know how to do that.", author="u2")
    rec(DMARCTS99, [k1, k2, k3, k4, k5, k6], k7, True, "ellipsis", ["the fix"], "The fix for the MariaDB client's 'Plugin caching_sha2_password could not be loaded' against a MySQL server is changing the user to the mysql_native_password auth plugin.", author="u2")

    g1 = (U, "bug(mysql): Plugin caching_sha2_password could not be loaded", "u1")
    g3 = (U, "## Environment\n\nMySQL 8.0 with `caching_sha2_password` plugin.", "u1")
    g5 = "## Solution\n\nAdd `mariadb-connector-c` package, \nwhich has the file `/usr/lib/mariadb/plugin/caching_sha2_password.so`."
    # The dump error names mysqldump and the library path in full: a same-author trap.
    rec(GOBACKUP171, [g1], MY_DUMP, False, SAME, [], None, author="u1")
    h = [g1, (U, MY_DUMP, "u1")]
    rec(GOBACKUP171, h, g3[1], True, "ellipsis", [], "gobackup's mysqldump fails with 'Plugin caching_sha2_password could not be loaded' against MySQL 8.0 with the `caching_sha2_password` plugin.", author="u1")
    rec(GOBACKUP171, [*h, g3], MY_SHA256, False, SAME, [], None, author="u1")
    rec(GOBACKUP171, [*h, g3, (U, MY_SHA256, "u1")], g5, True, "ellipsis", [], "The solution for gobackup's 'Plugin caching_sha2_password could not be loaded': add the `mariadb-connector-c` package to its image, which has the file `/usr/lib/mariadb/plugin/caching_sha2_password.so`.", author="u1")
    lend(GOBACKUP171, [g1], MY_NAVICAT, SELF, SEQPRO5)

    s1 = (U, "Authentication plugin 'caching_sha2_password' cannot be loaded", "u1")
    s2 = (U, "Unable to connect to host 127.0.0.1, or the request timed out.", "u1")
    s3 = (U, "MySQL said: Authentication plugin 'caching_sha2_password' cannot be loaded: dlopen(/usr/local/mysql/lib/plugin/caching_sha2_password.so, 2): image not found", "u1")
    s4 = (U, "mysqld version is `mysql:8.0.31`, I'm using mysql:8.0.31 docker image.", "u1")
    rec(SEQPRO5, [s1], s2[1], True, "ellipsis", [], "Sequel Pro says 'Unable to connect to host 127.0.0.1, or the request timed out' when connecting to MySQL 8 with caching_sha2_password.", author="u1")
    rec(SEQPRO5, [s1, s2], s3[1], True, "ellipsis", [], "Sequel Pro fails to connect to MySQL with 'Authentication plugin 'caching_sha2_password' cannot be loaded: dlopen(/usr/local/mysql/lib/plugin/caching_sha2_password.so, 2): image not found'.", author="u1")
    # A complete first-person sentence naming its own subject (the mysqld image): a same-author trap.
    rec(SEQPRO5, [s1, s2, s3], s4[1], False, SAME, [], None, author="u1")
    rec(SEQPRO5, [s1, s2, s3, s4], MY_NAVICAT, False, SELF, [], None, author="u1")
    lend(SEQPRO5, [s1], MY_WORKBENCH, SAME, CODEBASE218)

    i1 = (U, "How to solve the problem\" caching_sha2_password\" problem？", "u1")
    i3 = (U, "After a day of working on this problem of getting PHP 7 to work with MySQL 8, having had the error:\n\nAuthentication plugin 'caching_sha2_password' cannot be loaded: /usr/lib64/mysql/plugin/caching_sha2_password.so: cannot open shared object file: No such file or directory\n\nthis command \"ALTER USER 'root'@'%' IDENTIFIED WITH mysql_native_password BY 'root'; FLUSH PRIVILEGES;\" did the trick!!", "u2")
    # The session names the mysql command and its error in full: a same-author trap.
    rec(INSIGHT11, [i1], MY_SESSION, False, SAME, [], None, author="u1")
    h = [i1, (U, MY_SESSION, "u1")]
    rec(INSIGHT11, h, i3[1], False, SELF, [], None, author="u2")
    rec(INSIGHT11, [*h, i3], "This helped me too.  (:", True, "pronoun", ["This"], "ALTER USER 'root'@'%' IDENTIFIED WITH mysql_native_password BY 'root'; FLUSH PRIVILEGES; fixed 'Authentication plugin caching_sha2_password cannot be loaded' for me too.", author="u3")
    lend(INSIGHT11, [i1], MY_PLUGGABLE, SAME, VSDB149)

    q1 = (U, "caching_sha2_password cannot be loaded", "u1")
    q2 = (U, "Error while using the flatpak version on Ubuntu 20.04 and trying to connect to a local MySQL database.", "u1")
    q3 = (U, "> Authentication plugin 'caching_sha2_password' cannot be loaded: /app/lib/plugin/caching_sha2_password.so: cannot open shared object file: No such file or directory", "u1")
    q4 = (U, "Flatpak Ver: 1.6.5\nSequeler (flatpak) Ver: 0.7.5\nOS: Ubuntu 20.04 LTS", "u1")
    q5 = (U, "mysql  Ver 8.0.21-0ubuntu0.20.04.4 for Linux on x86_64 ((Ubuntu))", "u1")
    q6 = (U, "Same here.\n\nOS: Arch Linux\nDE: Gnome 40\n\nUsing MySQL 8 via Docker.", "u2")
    q8 = "Are you serious? The solution is revert the mysql auth to a less secure version?"
    rec(SEQUELER344, [q1], q2[1], True, "ellipsis", ["the flatpak version"], "Sequeler's flatpak version on Ubuntu 20.04 says 'caching_sha2_password cannot be loaded' when connecting to a local MySQL database.", author="u1")
    rec(SEQUELER344, [q1, q2], q3[1], True, "ellipsis", [], "Sequeler's flatpak fails with 'Authentication plugin 'caching_sha2_password' cannot be loaded: /app/lib/plugin/caching_sha2_password.so: cannot open shared object file'.", author="u1")
    rec(SEQUELER344, [q1, q2, q3], q4[1], True, "ellipsis", [], "Sequeler 0.7.5 (flatpak 1.6.5) on Ubuntu 20.04 LTS cannot load the caching_sha2_password plugin.", author="u1")
    rec(SEQUELER344, [q1, q2, q3, q4], q5[1], True, "ellipsis", [], "Sequeler's caching_sha2_password error happens with mysql Ver 8.0.21-0ubuntu0.20.04.4 for Linux on x86_64.", author="u1")
    rec(SEQUELER344, [q1, q2, q3, q4, q5], q6[1], True, "ellipsis", ["Same here"], "Sequeler cannot load caching_sha2_password for me either, on Arch Linux with Gnome 40 and MySQL 8 via Docker.", author="u2")
    rec(SEQUELER344, [q1, q2, q3, q4, q5, q6], q8, True, "ellipsis", ["The solution"], "Is the solution to Sequeler's 'caching_sha2_password cannot be loaded' really to revert the MySQL user's auth to the less secure mysql_native_password?", author="u3")

    f1 = (U, "Authentication plugin 'caching_sha2_password' cannot be loaded", "u1")
    f2 = "Please read this [link](https://stackoverflow.com/questions/49194719/authentication-plugin-caching-sha2-password-cannot-be-loaded)"
    rec(FISCO1734, [f1], f2, True, "ellipsis", [], "For FISCO-BCOS's 'Authentication plugin 'caching_sha2_password' cannot be loaded', read https://stackoverflow.com/questions/49194719/authentication-plugin-caching-sha2-password-cannot-be-loaded", author="u1")
    lend(FISCO1734, [f1], MY_DUMP, SAME, GOBACKUP171)
    lend(FISCO1734, [f1], MY_NAVICAT, SELF, SEQPRO5)

    w1 = (U, "solve issue with authentification in mysql", "u1")
    # Names MySQL Workbench and the plugin in full: a same-author trap.
    rec(CODEBASE218, [w1], MY_WORKBENCH, False, SAME, [], None, author="u1")
    lend(CODEBASE218, [w1], MY_SHA256, SAME, GOBACKUP171)

    x1 = (U, "Plugin caching_sha2_password could not be loaded", "u1")
    x2 = (U, "Getting the following error and yes I'm using MySql 8.0.23 when installing the docker image. \n\n`ERROR 1045 (28000): Plugin caching_sha2_password could not be loaded: /usr/lib64/mariadb/plugin/caching_sha2_password.so: cannot open shared object file: No such file or directory`", "u1")
    x3 = (U, "P.S. I checked the folder and I don't see `caching_sha2_password.so` but after doing `yum update` then install. It shows up?", "u1")
    x4 = (U, "It seems I got it working after doing a `yum update` and `yum upgrade`, then manually adding the USER in MySQL with the following commands", "u1")
    x5 = "Had to do this because MySql 8 syntax is different."
    rec(CACTI88, [x1], x2[1], True, "ellipsis", ["the docker image"], "Installing the docker-cacti image with MySQL 8.0.23 gives `ERROR 1045 (28000): Plugin caching_sha2_password could not be loaded: /usr/lib64/mariadb/plugin/caching_sha2_password.so`.", author="u1")
    rec(CACTI88, [x1, x2], x3[1], True, "ellipsis", ["the folder"], "In the docker-cacti container I don't see `caching_sha2_password.so` in /usr/lib64/mariadb/plugin, but after `yum update` and reinstalling, does it show up?", author="u1")
    rec(CACTI88, [x1, x2, x3], x4[1], True, "pronoun", ["it"], "docker-cacti with MySQL 8 seems to work after `yum update` and `yum upgrade`, then manually adding the cacti user in MySQL.", author="u1")
    rec(CACTI88, [x1, x2, x3, x4], x5, True, "pronoun", ["this"], "I had to add the cacti MySQL user manually because MySQL 8's syntax is different.", author="u1")
    lend(CACTI88, [x1], MY_SHA256, SAME, GOBACKUP171)


# Every lender is a group of this part (every lending thread also gives a history).
QUESTION_ONLY: tuple[str, ...] = ()

AREAS = [_mysql8auth]


def load(rec, U, A) -> None:
    def lend(url, history, question, kind, src) -> None:
        """A bank sentence placed after another thread's turns of the same area: a trap, asker unknown."""
        rec(url, history, question, False, kind, [], None, qsrc=src, author=None)

    for area in AREAS:  # one function per area
        area(rec, U, A, lend)
