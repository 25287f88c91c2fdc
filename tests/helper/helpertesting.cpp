// SPDX-License-Identifier: GPL-2.0-or-later
#include "helpertesting.h"

#include "base/atomicfilereplace.h"
#include "dbus/helperdbus.h"
#include "fixtureroot.h"

#include <QDBusConnection>
#include <QDBusConnectionInterface>
#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QThread>

namespace nfstuner::test {

bool startOnTestBus(QMap<QString, QByteArray> *pristine)
{
    if (testRoot().isEmpty()) {
        qWarning("no NFSTUNER_TEST_ROOT: run through run-with-test-bus.sh");
        return false;
    }
    HelperDBus::registerTypes();
    if (pristine)
        *pristine = snapshot(testRoot());
    return true;
}

bool waitForPolkit(const std::function<bool()> &done)
{
    QElapsedTimer clock;
    clock.start();
    while (!done()) {
        if (clock.elapsed() >= 10000)
            return false;
        QThread::msleep(200);
    }
    return true;
}

QString testRoot()
{
    return qEnvironmentVariable("NFSTUNER_TEST_ROOT");
}

QString testRulesDir()
{
    return qEnvironmentVariable("NFSTUNER_TEST_RULES");
}

QByteArray helperLog()
{
    QFile file(qEnvironmentVariable("NFSTUNER_HELPER_LOG"));
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QDBusMessage callHelper(const QString &method, const QVariantList &arguments,
                        const QString &interface)
{
    QDBusMessage call = QDBusMessage::createMethodCall(
        QStringLiteral("io.github.nfstuner.Helper1"), QStringLiteral("/io/github/nfstuner/Helper1"),
        interface, method);
    call.setArguments(arguments);
    return QDBusConnection::systemBus().call(call, QDBus::Block, 30000);
}

uint helperPid()
{
    QDBusConnectionInterface *bus = QDBusConnection::systemBus().interface();
    if (!bus->isServiceRegistered(QStringLiteral("io.github.nfstuner.Helper1")))
        return 0;
    return bus->servicePid(QStringLiteral("io.github.nfstuner.Helper1")).value();
}

QString errorName(const QDBusMessage &reply)
{
    return reply.type() == QDBusMessage::ErrorMessage ? reply.errorName()
                                                      : QStringLiteral("(no error)");
}

QVariant stringMap(std::initializer_list<std::pair<QString, QString>> entries)
{
    QMap<QString, QString> result;
    for (const auto &[key, value] : entries)
        result.insert(key, value);
    return QVariant::fromValue(result);
}

QString conf()
{
    return testRoot() + QStringLiteral("/etc/nfs.conf");
}

QString sysfs(const QString &bdi)
{
    return testRoot() + QStringLiteral("/sys/class/bdi/") + bdi + QStringLiteral("/read_ahead_kb");
}

QString sha(const QString &path)
{
    return QString::fromLatin1(AtomicFileReplace::sha256Hex(readFile(path)));
}

QStringList setprivNobody(const QStringList &command)
{
    return QStringList{QStringLiteral("--reuid=65534"), QStringLiteral("--regid=65534"),
                       QStringLiteral("--clear-groups")} +
           command;
}

ProcessRun cliAsNobody(const QStringList &cliArguments)
{
    return runProgram(systemProgram(QStringLiteral("setpriv")),
                      setprivNobody(QStringList{cliPath()} + cliArguments));
}

QMap<QString, QByteArray> snapshot(const QString &folder)
{
    QMap<QString, QByteArray> files;
    QDirIterator it(folder, QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        const QFileInfo info = it.fileInfo();
        const QString relative = path.mid(folder.size());
        // The helper's runtime folder (its writers' lock) is not content.
        if (relative == QLatin1String("/run") || relative.startsWith(QLatin1String("/run/")))
            continue;
        if (info.isSymLink())
            files.insert(relative, "-> " + QFile::encodeName(info.symLinkTarget()));
        else if (info.isDir())
            files.insert(relative + QLatin1Char('/'), QByteArray());
        else
            files.insert(relative, readFile(path));
    }
    return files;
}

void restore(const QString &folder, const QMap<QString, QByteArray> &files)
{
    const QMap<QString, QByteArray> now = snapshot(folder);
    for (auto it = now.cbegin(); it != now.cend(); ++it) {
        if (!files.contains(it.key())) {
            const QString path = folder + it.key();
            if (it.key().endsWith(QLatin1Char('/')))
                QDir(path).removeRecursively();
            else
                QFile::remove(path);
        }
    }
    for (auto it = files.cbegin(); it != files.cend(); ++it) {
        if (!it.key().endsWith(QLatin1Char('/')) && !it.value().startsWith("-> ") &&
            now.value(it.key()) != it.value())
            writeFile(folder + it.key(), it.value());
    }
}

Caller::Caller(const QString &name)
    : m_name(name)
    , m_bus(QDBusConnection::connectToBus(QDBusConnection::SystemBus, name))
{}

QString Caller::call(const QString &method, const QString &bdi, uint kib)
{
    return call(method, {bdi, kib});
}

QString Caller::call(const QString &method, const QVariantList &arguments)
{
    QDBusMessage message = QDBusMessage::createMethodCall(
        QStringLiteral("io.github.nfstuner.Helper1"), QStringLiteral("/io/github/nfstuner/Helper1"),
        QStringLiteral("io.github.nfstuner.Helper1"), method);
    message.setArguments(arguments);
    return errorName(m_bus.call(message, QDBus::Block, 30000));
}

void Caller::leave()
{
    if (!m_bus.isConnected())
        return;
    // The connection closes only once no QDBusConnection refers to it.
    m_bus = QDBusConnection(QString());
    QDBusConnection::disconnectFromBus(m_name);
}

} // namespace nfstuner::test
