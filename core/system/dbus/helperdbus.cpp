// SPDX-License-Identifier: GPL-2.0-or-later
#include "dbus/helperdbus.h"

#include "readers/readerscan.h"

#include <QCoreApplication>
#include <QDBusMetaType>
#include <QDBusVariant>

namespace nfstuner::HelperDBus {

namespace {

// What errors mean to users, in their own translation context.
class Text
{
    Q_DECLARE_TR_FUNCTIONS(nfstuner::HelperDBus)
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

CallArguments::CallArguments(const MethodContract &method, const QVariantList &arguments)
    : m_method(method)
    , m_arguments(arguments)
{}

QVariant CallArguments::take(const QString &name, const QString &type)
{
    const QString wanted = type + u' ' + name;
    const qsizetype index = m_method.in.indexOf(wanted);
    if (index < 0 || index >= m_arguments.size()) {
        if (!m_mismatch)
            m_mismatch = QStringLiteral("the helper reads %1 as (%2), its contract has (%3)")
                             .arg(m_method.name, wanted, m_method.in.join(QStringLiteral(", ")));
        return QVariant();
    }
    return m_arguments.at(index);
}

QString CallArguments::string(const QString &name)
{
    return take(name, QStringLiteral("s")).toString();
}

uint CallArguments::uint32(const QString &name)
{
    return take(name, QStringLiteral("u")).toUInt();
}

QStringList CallArguments::strings(const QString &name)
{
    return take(name, QStringLiteral("as")).toStringList();
}

QMap<QString, QString> CallArguments::stringMap(const QString &name)
{
    QMap<QString, QString> map;
    const QVariant value = take(name, QStringLiteral("a{ss}"));
    if (value.metaType() == QMetaType::fromType<QDBusArgument>())
        value.value<QDBusArgument>() >> map;
    return map;
}

QDBusMessage propertiesReply(const QDBusMessage &call, const QVariantMap &properties)
{
    const QVariantList arguments = call.arguments();
    const QString member = call.member();
    const bool ours = !arguments.isEmpty() && arguments[0].toString() == interface();
    if (member == QLatin1String("Get") && call.signature() == QLatin1String("ss")) {
        const QString name = arguments[1].toString();
        if (ours && properties.contains(name))
            return call.createReply(QVariant::fromValue(QDBusVariant(properties.value(name))));
        return call.createErrorReply(QStringLiteral("org.freedesktop.DBus.Error.UnknownProperty"),
                                     QStringLiteral("no such property"));
    }
    if (member == QLatin1String("GetAll") && call.signature() == QLatin1String("s"))
        return call.createReply(ours ? properties : QVariantMap());
    if (member == QLatin1String("Set"))
        return call.createErrorReply(
            QStringLiteral("org.freedesktop.DBus.Error.PropertyReadOnly"),
            QStringLiteral("%1 is read-only").arg(properties.keys().join(QStringLiteral(", "))));
    return call.createErrorReply(QDBusError::UnknownMethod, QStringLiteral("no such method"));
}

QString errorName(Error::Code code)
{
    for (const WireError &wire : wireErrors()) {
        if (wire.code == code)
            return wire.name;
    }
    // The others (NotFound, Malformed, ...) go on the wire as IoError, which
    // contractgen makes sure the interface names.
    if (code != Error::Code::IoError)
        return errorName(Error::Code::IoError);
    Q_UNREACHABLE();
    return QString();
}

Error errorFromReply(const QDBusError &error)
{
    Error::Code code = Error::Code::IoError;
    bool known = false;
    for (const WireError &wire : wireErrors()) {
        if (error.name() == wire.name) {
            code = wire.code;
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
    qDBusRegisterMetaType<OpenMountFile>();
    qDBusRegisterMetaType<QList<OpenMountFile>>();
    qDBusRegisterMetaType<ProcessReads>();
    qDBusRegisterMetaType<QList<ProcessReads>>();
    qDBusRegisterMetaType<QMap<int, QString>>();
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

QDBusArgument &operator<<(QDBusArgument &argument, const nfstuner::OpenMountFile &file)
{
    argument.beginStructure();
    argument << file.fd << file.mountId << qulonglong(file.position) << uint(file.flags)
             << file.path;
    argument.endStructure();
    return argument;
}

const QDBusArgument &operator>>(const QDBusArgument &argument, nfstuner::OpenMountFile &file)
{
    qulonglong position = 0;
    uint flags = 0;
    argument.beginStructure();
    argument >> file.fd >> file.mountId >> position >> flags >> file.path;
    argument.endStructure();
    file.position = position;
    file.flags = flags;
    return argument;
}

QDBusArgument &operator<<(QDBusArgument &argument, const nfstuner::ProcessReads &process)
{
    argument.beginStructure();
    argument << uint(process.pid) << qulonglong(process.startTicks) << uint(process.uid)
             << process.command << process.ioKnown << qulonglong(process.readChars)
             << qulonglong(process.readCalls) << qulonglong(process.readBytes)
             << qulonglong(process.ioMonotonicNs) << process.files;
    argument.endStructure();
    return argument;
}

const QDBusArgument &operator>>(const QDBusArgument &argument, nfstuner::ProcessReads &process)
{
    uint pid = 0, uid = 0;
    qulonglong start = 0, chars = 0, calls = 0, bytes = 0, ioNs = 0;
    argument.beginStructure();
    argument >> pid >> start >> uid >> process.command >> process.ioKnown >> chars >> calls >>
        bytes >> ioNs >> process.files;
    argument.endStructure();
    process.pid = pid;
    process.startTicks = start;
    process.uid = uid;
    process.readChars = chars;
    process.readCalls = calls;
    process.readBytes = bytes;
    process.ioMonotonicNs = ioNs;
    return argument;
}
