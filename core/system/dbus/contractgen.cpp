// SPDX-License-Identifier: GPL-2.0-or-later
// nfstuner-contractgen XML OUTDIR: writes OUTDIR/dbus/helpercontract.h and
// OUTDIR/dbus/helpercontract.cpp from the helper's interface XML, so that
// the XML is the one statement of the contract (method names, argument
// types and names, polkit actions, error names) and the C++ follows it at
// build time. A method without its polkit action, an error a method names
// that the interface does not, or an error that is no Error::Code (the
// generated code does not compile) stops the build.
#include <QDir>
#include <QFile>
#include <QSaveFile>
#include <QStringList>
#include <QXmlStreamReader>

#include <cstdio>
#include <cstdlib>
#include <optional>

namespace {

const QString ErrorsAnnotation = QStringLiteral("io.github.nfstuner.Errors");
const QString ActionAnnotation = QStringLiteral("io.github.nfstuner.PolkitAction");

struct Method
{
    QString name;
    QStringList in;
    QStringList out;
    QString action;
    QStringList errors; // short names: IoError
};

struct Interface
{
    QString name;
    QStringList errors; // full names: io.github.nfstuner.Error.IoError
    QList<Method> methods;
    QString xml; // the <interface> element as written, for introspection
};

QString attribute(const QXmlStreamAttributes &attributes, const char *name)
{
    return attributes.value(QLatin1String(name)).toString();
}

void fail(const QString &message)
{
    std::fprintf(stderr, "nfstuner-contractgen: %s\n", qPrintable(message));
    std::exit(1);
}

void readAnnotation(const QXmlStreamAttributes &attributes, Interface &interface, Method *method)
{
    const QString name = attribute(attributes, "name");
    const QString value = attribute(attributes, "value");
    if (name == ActionAnnotation && method)
        method->action = value;
    else if (name == ErrorsAnnotation && method)
        method->errors = value.split(u' ', Qt::SkipEmptyParts);
    else if (name == ErrorsAnnotation)
        interface.errors = value.split(u' ', Qt::SkipEmptyParts);
}

Interface parse(const QString &text)
{
    Interface interface;
    QXmlStreamReader xml(text);
    std::optional<Method> method;
    qint64 interfaceStart = -1;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isEndElement() && xml.name() == u"method") {
            interface.methods.append(*method);
            method.reset();
        } else if (xml.isEndElement() && xml.name() == u"interface") {
            interface.xml = text.mid(interfaceStart, xml.characterOffset() - interfaceStart);
        }
        if (!xml.isStartElement())
            continue;
        const QXmlStreamAttributes attributes = xml.attributes();
        if (xml.name() == u"interface") {
            if (!interface.name.isEmpty())
                fail(QStringLiteral("one interface, not two"));
            interface.name = attribute(attributes, "name");
            interfaceStart = text.lastIndexOf(u"<interface", xml.characterOffset());
        } else if (xml.name() == u"method") {
            method = Method{attribute(attributes, "name"), {}, {}, {}, {}};
        } else if (xml.name() == u"arg" && method) {
            const QString arg =
                attribute(attributes, "type") + u' ' + attribute(attributes, "name");
            (attribute(attributes, "direction") == u"out" ? method->out : method->in).append(arg);
        } else if (xml.name() == u"annotation") {
            readAnnotation(attributes, interface, method ? &*method : nullptr);
        }
    }
    if (xml.hasError())
        fail(QStringLiteral("line %1: %2").arg(xml.lineNumber()).arg(xml.errorString()));
    return interface;
}

QString shortName(const QString &error)
{
    return error.section(u'.', -1);
}

void check(const Interface &interface)
{
    if (interface.name.isEmpty() || interface.methods.isEmpty())
        fail(QStringLiteral("no interface with methods"));
    QStringList known;
    for (const QString &error : interface.errors)
        known.append(shortName(error));
    // What the codes that have no name of their own go as.
    if (!known.contains(QStringLiteral("IoError")))
        fail(QStringLiteral("the interface's %1 must name IoError").arg(ErrorsAnnotation));
    for (const Method &method : interface.methods) {
        if (method.action.isEmpty())
            fail(QStringLiteral("%1 has no %2 annotation").arg(method.name, ActionAnnotation));
        for (const QString &error : method.errors) {
            if (!known.contains(error))
                fail(QStringLiteral("%1 may answer %2, which the interface's %3 does not name")
                         .arg(method.name, error, ErrorsAnnotation));
        }
    }
}

QString quoted(const QString &text)
{
    return QStringLiteral("QStringLiteral(\"%1\")").arg(text);
}

QString quotedList(const QStringList &texts)
{
    QStringList items;
    for (const QString &text : texts)
        items.append(quoted(text));
    return u'{' + items.join(QStringLiteral(", ")) + u'}';
}

QString header(const Interface &interface)
{
    QStringList names;
    for (const Method &method : interface.methods)
        names.append(QStringLiteral("    %1,").arg(method.name));
    return QStringLiteral(
               "// Generated by nfstuner-contractgen from io.github.nfstuner.Helper1.xml:\n"
               "// change that, not this.\n"
               "#pragma once\n\n"
               "namespace nfstuner::HelperDBus {\n\n"
               "// The helper's methods, as the interface XML has them.\n"
               "enum class Method\n{\n%1\n};\n\n"
               "} // namespace nfstuner::HelperDBus\n")
        .arg(names.join(u'\n'));
}

QString methodEntry(const Method &method)
{
    QStringList errors;
    for (const QString &error : method.errors)
        errors.append(QStringLiteral("Error::Code::%1").arg(error));
    return QStringLiteral("        {Method::%1, %2,\n         %3,\n         %4,\n         %5,\n"
                          "         {%6}},\n")
        .arg(method.name, quoted(method.name), quotedList(method.in), quotedList(method.out),
             quoted(method.action), errors.join(QStringLiteral(", ")));
}

QString source(const Interface &interface)
{
    QString methods;
    for (const Method &method : interface.methods)
        methods += methodEntry(method);
    QString errors;
    for (const QString &error : interface.errors)
        errors +=
            QStringLiteral("        {%1, Error::Code::%2},\n").arg(quoted(error), shortName(error));
    return QStringLiteral(
               "// Generated by nfstuner-contractgen from io.github.nfstuner.Helper1.xml:\n"
               "// change that, not this.\n"
               "#include \"dbus/helperdbus.h\"\n\n"
               "namespace nfstuner::HelperDBus {\n\n"
               "const QList<MethodContract> &methods()\n{\n"
               "    static const QList<MethodContract> table = {\n%1    };\n    return "
               "table;\n}\n\n"
               "const QList<WireError> &wireErrors()\n{\n"
               "    static const QList<WireError> table = {\n%2    };\n    return table;\n}\n\n"
               "QString interfaceXml()\n{\n    return QStringLiteral(R\"xml(%3)xml\");\n}\n\n"
               "} // namespace nfstuner::HelperDBus\n")
        .arg(methods, errors, interface.xml);
}

// Written only when different, so that a rebuild compiles nothing more.
void write(const QString &path, const QString &text)
{
    QFile current(path);
    if (current.open(QIODevice::ReadOnly) && current.readAll() == text.toUtf8())
        return;
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(text.toUtf8()) < 0 || !file.commit())
        fail(QStringLiteral("cannot write %1: %2").arg(path, file.errorString()));
}

} // namespace

int main(int argc, char **argv)
{
    if (argc != 3)
        fail(QStringLiteral("usage: nfstuner-contractgen XML OUTDIR"));
    QFile xml(QString::fromLocal8Bit(argv[1]));
    if (!xml.open(QIODevice::ReadOnly))
        fail(QStringLiteral("cannot read %1: %2").arg(xml.fileName(), xml.errorString()));
    const Interface interface = parse(QString::fromUtf8(xml.readAll()));
    check(interface);
    const QString out = QString::fromLocal8Bit(argv[2]) + QStringLiteral("/dbus");
    if (!QDir().mkpath(out))
        fail(QStringLiteral("cannot make %1").arg(out));
    write(out + QStringLiteral("/helpercontract.h"), header(interface));
    write(out + QStringLiteral("/helpercontract.cpp"), source(interface));
    return 0;
}
