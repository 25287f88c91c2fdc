// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "base/result.h"
#include "dbus/helpercontract.h" // enum class Method, generated from the XML
#include "readers/readerscan.h"
#include "tuning/readaheadtuner.h"

#include <QDBusArgument>
#include <QDBusError>
#include <QDBusMessage>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>

// The D-Bus contract of nfs-tuner-helper, shared by the helper and its
// clients. Its one statement is core/system/dbus/io.github.nfstuner.Helper1.xml:
// Method, methods(), wireErrors() and interfaceXml() are generated from it
// at build time (contractgen.cpp).
namespace nfstuner::HelperDBus {

inline QString service()
{
    return QStringLiteral("io.github.nfstuner.Helper1");
}
inline QString path()
{
    return QStringLiteral("/io/github/nfstuner/Helper1");
}
inline QString interface()
{
    return QStringLiteral("io.github.nfstuner.Helper1");
}

// One method as the helper serves it and its clients call it: the helper
// dispatches and checks arguments by it, the client names and checks its
// calls by it.
struct MethodContract
{
    Method id;
    QString name;
    QStringList in;            // "TYPE NAME", in order: {"s bdi", "u kib"}
    QStringList out;           // the reply's, the same way
    QString action;            // the polkit action asked for the caller
    QList<Error::Code> errors; // what it may answer

    QString inSignature() const;
    QString outSignature() const;
};

// Every method, in the XML's order.
const QList<MethodContract> &methods();
const MethodContract &contract(Method method);
// nullptr for a name the interface does not have.
const MethodContract *contractNamed(const QString &name);
// The D-Bus signature `arguments` will be sent with (after registerTypes()).
QString signatureOf(const QVariantList &arguments);

// A call's arguments read by the names and types the contract gives them,
// so that a handler's reading follows the XML: asked for a name the method
// does not have, or as another type, it gives an empty value and
// mismatch() says what (a handler out of step with the XML, which its tests
// show). The call's signature was checked against the contract before.
class CallArguments
{
public:
    CallArguments(const MethodContract &method, const QVariantList &arguments);

    QString string(const QString &name);                   // s
    uint uint32(const QString &name);                      // u
    QStringList strings(const QString &name);              // as
    QMap<QString, QString> stringMap(const QString &name); // a{ss}

    const std::optional<QString> &mismatch() const { return m_mismatch; }

private:
    QVariant take(const QString &name, const QString &type);

    const MethodContract &m_method;
    QVariantList m_arguments;
    std::optional<QString> m_mismatch;
};

// An error the helper answers, by its D-Bus name.
struct WireError
{
    QString name; // io.github.nfstuner.Error.IoError
    Error::Code code;
};
const QList<WireError> &wireErrors();

// The <interface> element of the XML, as the helper introspects.
QString interfaceXml();

inline QString propertiesInterface()
{
    return QStringLiteral("org.freedesktop.DBus.Properties");
}
// The answer to a call of org.freedesktop.DBus.Properties about this
// interface's read-only `properties` (Get, GetAll; Set is refused).
QDBusMessage propertiesReply(const QDBusMessage &call, const QVariantMap &properties);

// Stable error names: io.github.nfstuner.Error.NotAuthorized and so on.
QString errorName(Error::Code code);
// An error reply as an Error; unknown names and bus failures included.
Error errorFromReply(const QDBusError &error);

// a(ssuu) of ApplyConfig: mountpoint, bdi, previous KiB, now KiB;
// a(utuaybtttta(iituay)) of ListReaders (readers/readerscan.h).
void registerTypes();

} // namespace nfstuner::HelperDBus

QDBusArgument &operator<<(QDBusArgument &argument, const nfstuner::ReadaheadChange &change);
const QDBusArgument &operator>>(const QDBusArgument &argument, nfstuner::ReadaheadChange &change);
Q_DECLARE_METATYPE(nfstuner::ReadaheadChange)
QDBusArgument &operator<<(QDBusArgument &argument, const nfstuner::OpenMountFile &file);
const QDBusArgument &operator>>(const QDBusArgument &argument, nfstuner::OpenMountFile &file);
Q_DECLARE_METATYPE(nfstuner::OpenMountFile)
QDBusArgument &operator<<(QDBusArgument &argument, const nfstuner::ProcessReads &process);
const QDBusArgument &operator>>(const QDBusArgument &argument, nfstuner::ProcessReads &process);
Q_DECLARE_METATYPE(nfstuner::ProcessReads)
