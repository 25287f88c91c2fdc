// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "processrunner.h"

#include <QByteArray>
#include <QDBusConnection>
#include <QDBusMessage>
#include <QMap>
#include <QString>
#include <QVariantList>

#include <functional>

// Helpers for tests that run inside run-with-test-bus.sh.
namespace nfstuner::test {

// The BDIs of the v3-v42 fixture the helper's root is a copy of.
inline const QString V3 = QStringLiteral("0:29");    // /mnt/v3
inline const QString V42 = QStringLiteral("0:31");   // /mnt/v42
inline const QString Tmpfs = QStringLiteral("0:26"); // /export, tmpfs

// The start of a test case on the test bus (initTestCase): false, said
// why, when not run through run-with-test-bus.sh; else the D-Bus types are
// registered and `pristine`, when given, holds the helper's root as it is,
// for restore() before each test.
bool startOnTestBus(QMap<QString, QByteArray> *pristine = nullptr);
// Tries `done` every 200 ms for up to 10 s: polkitd reads a new rule in
// rules.d by inotify, within about a second. Whether it came true.
bool waitForPolkit(const std::function<bool()> &done);

QString testRoot();     // NFSTUNER_TEST_ROOT: the helper's root
QString testRulesDir(); // NFSTUNER_TEST_RULES: polkit rules.d
QByteArray helperLog(); // the helper's audit log so far

// A call to the helper on the test system bus, waited for (30 s).
QDBusMessage callHelper(const QString &method, const QVariantList &arguments,
                        const QString &interface = QStringLiteral("io.github.nfstuner.Helper1"));
uint helperPid(); // 0 when not running
// The name of an error reply; "(no error)" for any other.
QString errorName(const QDBusMessage &reply);
// An a{ss} argument.
QVariant stringMap(std::initializer_list<std::pair<QString, QString>> entries);

// Files under the helper's root, and the hash the helper expects of one.
QString conf();                    // its /etc/nfs.conf
QString sysfs(const QString &bdi); // a BDI's read_ahead_kb
QString sha(const QString &path);

// setpriv's arguments to run `command` as nobody (uid and gid 65534).
QStringList setprivNobody(const QStringList &command);
// nfs-tuner-cli run as nobody.
ProcessRun cliAsNobody(const QStringList &cliArguments);

// A caller of its own on the test bus (root: decided without polkit),
// that leaves when leave() is called or it goes out of scope.
class Caller
{
public:
    explicit Caller(const QString &name);
    ~Caller() { leave(); }
    Caller(const Caller &) = delete;
    Caller &operator=(const Caller &) = delete;

    QDBusConnection &bus() { return m_bus; }
    // `method`(bdi, kib), waited for: the error's name, "(no error)" else.
    QString call(const QString &method, const QString &bdi, uint kib);
    // `method`(arguments), waited for, likewise.
    QString call(const QString &method, const QVariantList &arguments);
    void leave();

private:
    QString m_name;
    QDBusConnection m_bus;
};

// Every file under a folder, by relative path: compares whole trees. The
// runtime folder /run (the helper's lock) is left out.
QMap<QString, QByteArray> snapshot(const QString &folder);
void restore(const QString &folder, const QMap<QString, QByteArray> &files);

} // namespace nfstuner::test
