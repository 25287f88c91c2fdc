// SPDX-License-Identifier: GPL-2.0-or-later
#include "conf/nfsconf.h"

#include "conf/cbytes.h"

#include <QSet>

#include <algorithm>

namespace nfstuner {

namespace {

QByteArray bindingKey(QByteArrayView section, QByteArrayView tag)
{
    return cbytes::toLower(section) + '\0' + cbytes::toLower(tag);
}

bool argMatches(const std::optional<QByteArray> &wanted, const std::optional<QByteArray> &stored)
{
    // conf_get_section(): with an arg, the binding needs the same arg; without
    // one, the binding must have none.
    if (wanted)
        return stored && cbytes::equalsIgnoringCase(*wanted, *stored);
    return !stored;
}

// should_escape() of conffile.c: quote values that start or end with space.
bool needsQuotes(const QByteArray &value)
{
    return !value.isEmpty() && (cbytes::isSpace(value.front()) || cbytes::isSpace(value.back()));
}

} // namespace

EnvironmentLookup processEnvironment()
{
    return [](const QByteArray &name) {
        return name.isEmpty() ? QByteArray() : qgetenv(name.constData());
    };
}

EnvironmentLookup emptyEnvironment()
{
    return [](const QByteArray &) { return QByteArray(); };
}

NfsConf NfsConf::fromParts(QList<ConfFile> files, QList<ConfDefinition> definitions,
                           QList<ConfDiagnostic> diagnostics,
                           const std::function<NfsUtilsRelease::ArgBindings()> &argBindings)
{
    NfsConf conf;
    conf.m_files = std::move(files);
    conf.m_definitions = std::move(definitions);
    conf.m_diagnostics = std::move(diagnostics);
    std::optional<NfsUtilsRelease::ArgBindings> rule;
    for (int i = 0; i < conf.m_definitions.size(); ++i) {
        const ConfDefinition &definition = conf.m_definitions[i];
        QList<int> &bound = conf.m_bindings[bindingKey(definition.section, definition.tag)];
        const auto sameArg = [&](int j) {
            const std::optional<QByteArray> &other = conf.m_definitions[j].arg;
            return other && cbytes::equalsIgnoringCase(*other, *definition.arg);
        };
        // conf_set_now() with override: conf_remove_now() first. The
        // releases differ only for an arg meeting other args or none.
        const auto onePerArg = [&] {
            if (!rule)
                rule = argBindings();
            return *rule == NfsUtilsRelease::ArgBindings::OnePerArg;
        };
        if (definition.arg && !std::all_of(bound.cbegin(), bound.cend(), sameArg) && onePerArg())
            bound.removeIf(sameArg);
        else
            bound.clear();
        bound.append(i);
    }
    return conf;
}

bool NfsConf::mainFileLoaded() const
{
    return std::any_of(m_files.cbegin(), m_files.cend(), [](const ConfFile &file) {
        return file.role == ConfFile::Role::Main && file.loaded;
    });
}

QString NfsConf::location(const ConfDefinition &definition) const
{
    return QStringLiteral("%1:%2").arg(m_files.at(definition.file).systemPath).arg(definition.line);
}

const ConfDefinition *NfsConf::binding(QByteArrayView section, const std::optional<QByteArray> &arg,
                                       QByteArrayView tag) const
{
    const auto it = m_bindings.constFind(bindingKey(section, tag));
    if (it == m_bindings.cend())
        return nullptr;
    for (int index : *it) {
        if (argMatches(arg, m_definitions[index].arg))
            return &m_definitions[index];
    }
    return nullptr;
}

std::optional<QByteArray> NfsConf::value(QByteArrayView section,
                                         const std::optional<QByteArray> &arg, QByteArrayView tag,
                                         const EnvironmentLookup &environment) const
{
    QByteArray currentSection = section.toByteArray();
    QByteArray currentTag = tag.toByteArray();
    QSet<QByteArray> expanded;
    for (;;) {
        const ConfDefinition *definition = binding(currentSection, arg, currentTag);
        if (!definition)
            return std::nullopt;
        if (!definition->value.startsWith('$'))
            return definition->value;
        // "$NAME": the environment first, then [environment] NAME, with the
        // same arg as the original lookup (conf_get_section's retry).
        const QByteArray name = definition->value.mid(1);
        const QByteArray fromEnvironment = environment(name);
        if (!fromEnvironment.isEmpty())
            return fromEnvironment;
        if (expanded.contains(cbytes::toLower(name)))
            return std::nullopt;
        expanded.insert(cbytes::toLower(name));
        currentSection = QByteArrayLiteral("environment");
        currentTag = name;
    }
}

QList<const ConfDefinition *> NfsConf::history(QByteArrayView section, QByteArrayView tag) const
{
    QList<const ConfDefinition *> result;
    for (const ConfDefinition &definition : m_definitions) {
        if (cbytes::equalsIgnoringCase(definition.section, section) &&
            cbytes::equalsIgnoringCase(definition.tag, tag))
            result.append(&definition);
    }
    return result;
}

QByteArray NfsConf::dump() const
{
    // conf_report(): sorted by section, then arg (none first), then tag, all
    // with strcmp; a blank line between (sub)sections.
    QList<const ConfDefinition *> bound;
    for (const QList<int> &indexes : m_bindings) {
        for (int index : indexes)
            bound.append(&m_definitions[index]);
    }
    auto sectionOrder = [](const ConfDefinition *a, const ConfDefinition *b) {
        if (const int c = cbytes::compare(a->section, b->section))
            return c;
        if (!a->arg && b->arg)
            return -1;
        if (a->arg && !b->arg)
            return 1;
        return a->arg ? cbytes::compare(*a->arg, *b->arg) : 0;
    };
    std::sort(bound.begin(), bound.end(), [&](const ConfDefinition *a, const ConfDefinition *b) {
        const int c = sectionOrder(a, b);
        return c != 0 ? c < 0 : cbytes::compare(a->tag, b->tag) < 0;
    });

    QByteArray out;
    const ConfDefinition *last = nullptr;
    for (const ConfDefinition *definition : bound) {
        if (!last || sectionOrder(last, definition) != 0) {
            if (last)
                out += '\n';
            out += '[' + definition->section;
            if (definition->arg)
                out += " \"" + *definition->arg + '"';
            out += "]\n";
        }
        out += ' ' + definition->tag + " = ";
        out += needsQuotes(definition->value) ? '"' + definition->value + '"' : definition->value;
        out += '\n';
        last = definition;
    }
    return out;
}

} // namespace nfstuner
