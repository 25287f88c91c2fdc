// SPDX-License-Identifier: GPL-2.0-or-later
#include "dbus/helperdbus.h"

#include <QCoreApplication>
#include <QDBusMetaType>

namespace nfstuner::HelperDBus {

namespace {

// What errors mean to users, in their own translation context.
class Text
{
    Q_DECLARE_TR_FUNCTIONS(nfstuner::HelperDBus)
};

struct NamedCode
{
    const char *name;
    Error::Code code;
};

constexpr NamedCode Names[] = {
    {"io.github.nfstuner.Error.NotAuthorized", Error::Code::NotAuthorized},
    {"io.github.nfstuner.Error.InvalidArgument", Error::Code::InvalidArgument},
    {"io.github.nfstuner.Error.NotNfs", Error::Code::NotNfs},
    {"io.github.nfstuner.Error.NoSuchBdi", Error::Code::NoSuchBdi},
    {"io.github.nfstuner.Error.Conflict", Error::Code::Conflict},
    {"io.github.nfstuner.Error.IoError", Error::Code::Io},
    {"io.github.nfstuner.Error.Busy", Error::Code::Busy},
};

// What each error means to someone using the app; the helper's own message
// (English: it runs without the user's locale) follows as the detail.
QString summary(Error::Code code)
{
    switch (code) {
    case Error::Code::NotAuthorized:
        return Text::tr("Not authorized");
    case Error::Code::InvalidArgument:
        return Text::tr("Not a valid change");
    case Error::Code::NotNfs:
        return Text::tr("Not an NFS mount");
    case Error::Code::NoSuchBdi:
        return Text::tr("The mount is gone");
    case Error::Code::Conflict:
        return Text::tr("The file changed meanwhile");
    case Error::Code::Unavailable:
        return Text::tr("The NFS Tuner helper could not be reached");
    case Error::Code::Busy:
        return Text::tr("Busy");
    default:
        break;
    }
    return Text::tr("The change failed");
}

} // namespace

const QList<MethodContract> &methods()
{
    using enum Error::Code;
    static const QList<MethodContract> table = [] {
        const QList<Error::Code> always = {NotAuthorized, InvalidArgument, Io, Busy};
        return QList<MethodContract>{
            {Method::SetReadahead,
             QStringLiteral("SetReadahead"),
             {QStringLiteral("s bdi"), QStringLiteral("u kib")},
             {QStringLiteral("u previous_kib"), QStringLiteral("u now_kib")},
             actionSetReadahead(),
             always + QList{NotNfs, NoSuchBdi, Conflict}},
            {Method::SetReadaheadTemporary,
             QStringLiteral("SetReadaheadTemporary"),
             {QStringLiteral("s bdi"), QStringLiteral("u kib")},
             {QStringLiteral("u previous_kib"), QStringLiteral("u now_kib")},
             actionSetReadahead(),
             always + QList{NotNfs, NoSuchBdi, Conflict}},
            {Method::WriteReadaheadConfig,
             QStringLiteral("WriteReadaheadConfig"),
             {QStringLiteral("s file"), QStringLiteral("a{ss} set"), QStringLiteral("as unset"),
              QStringLiteral("s expected_sha256")},
             {QStringLiteral("s new_sha256")},
             actionWriteConfig(),
             always + QList{Conflict}},
            {Method::ApplyConfig,
             QStringLiteral("ApplyConfig"),
             {},
             {QStringLiteral("a(ssuu) changes")},
             actionSetReadahead(),
             always},
            {Method::SetNfsCongestionKb,
             QStringLiteral("SetNfsCongestionKb"),
             {QStringLiteral("u kib")},
             {QStringLiteral("u previous_kib"), QStringLiteral("u now_kib")},
             actionSetWriteback(),
             always},
            {Method::WriteNfsCongestionConfig,
             QStringLiteral("WriteNfsCongestionConfig"),
             {QStringLiteral("u kib"), QStringLiteral("s expected_sha256")},
             {QStringLiteral("s new_sha256")},
             actionSetWriteback(),
             always + QList{Conflict}},
        };
    }();
    return table;
}

namespace {

QString signatureOf(const QStringList &arguments)
{
    QString signature;
    for (const QString &argument : arguments)
        signature += argument.section(QLatin1Char(' '), 0, 0);
    return signature;
}

} // namespace

QString MethodContract::inSignature() const
{
    return signatureOf(in);
}

QString MethodContract::outSignature() const
{
    return signatureOf(out);
}

const MethodContract &contract(Method method)
{
    for (const MethodContract &entry : methods()) {
        if (entry.id == method)
            return entry;
    }
    Q_UNREACHABLE();
}

QString signatureOf(const QVariantList &arguments)
{
    QString signature;
    for (const QVariant &argument : arguments) {
        if (argument.metaType() == QMetaType::fromType<QDBusArgument>())
            signature += argument.value<QDBusArgument>().currentSignature();
        else if (const char *type = QDBusMetaType::typeToSignature(argument.metaType()))
            signature += QLatin1String(type);
        else
            signature += QStringLiteral("(%1?)").arg(QLatin1String(argument.typeName()));
    }
    return signature;
}

const MethodContract *contractNamed(const QString &name)
{
    for (const MethodContract &entry : methods()) {
        if (entry.name == name)
            return &entry;
    }
    return nullptr;
}

QString errorName(Error::Code code)
{
    for (const NamedCode &named : Names) {
        if (named.code == code)
            return QLatin1String(named.name);
    }
    return QStringLiteral("io.github.nfstuner.Error.IoError");
}

Error errorFromReply(const QDBusError &error)
{
    Error::Code code = Error::Code::Io;
    bool known = false;
    for (const NamedCode &named : Names) {
        if (error.name() == QLatin1String(named.name)) {
            code = named.code;
            known = true;
        }
    }
    if (!known) {
        switch (error.type()) {
        case QDBusError::ServiceUnknown:
        case QDBusError::NoReply:
        case QDBusError::Disconnected:
        case QDBusError::NoServer:
        case QDBusError::Timeout:
        case QDBusError::TimedOut:
        case QDBusError::UnknownObject:
        case QDBusError::UnknownInterface:
            code = Error::Code::Unavailable;
            break;
        case QDBusError::AccessDenied:
            code = Error::Code::NotAuthorized;
            break;
        default:
            if (error.name().startsWith(QLatin1String("org.freedesktop.DBus.Error.Spawn")))
                code = Error::Code::Unavailable;
            break;
        }
    }
    return Error{code, summary(code) + QStringLiteral(": ") + error.message()};
}

void registerTypes()
{
    qDBusRegisterMetaType<ReadaheadChange>();
    qDBusRegisterMetaType<QList<ReadaheadChange>>();
    qDBusRegisterMetaType<QMap<QString, QString>>();
}

} // namespace nfstuner::HelperDBus

QDBusArgument &operator<<(QDBusArgument &argument, const nfstuner::ReadaheadChange &change)
{
    argument.beginStructure();
    argument << change.mountpoint << change.bdi.toString() << uint(change.previousKib)
             << uint(change.nowKib);
    argument.endStructure();
    return argument;
}

const QDBusArgument &operator>>(const QDBusArgument &argument, nfstuner::ReadaheadChange &change)
{
    QString bdi;
    uint previous = 0;
    uint now = 0;
    argument.beginStructure();
    argument >> change.mountpoint >> bdi >> previous >> now;
    argument.endStructure();
    change.bdi = nfstuner::BdiId::parse(bdi).value_or(nfstuner::BdiId{});
    change.previousKib = previous;
    change.nowKib = now;
    return argument;
}
