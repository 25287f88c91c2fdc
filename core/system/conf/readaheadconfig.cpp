// SPDX-License-Identifier: GPL-2.0-or-later
#include "conf/readaheadconfig.h"

#include "conf/cbytes.h"
#include "tuning/tuninglimits.h"

namespace nfstuner {

namespace {

const QByteArray Section = QByteArrayLiteral("nfsrahead");

bool isPlainDecimal(const QByteArray &value)
{
    if (value.isEmpty() || value.size() > 10)
        return false;
    for (char c : value) {
        if (c < '0' || c > '9')
            return false;
    }
    return true;
}

// Whether atoi() finds digits: whitespace, an optional sign, then a digit.
bool hasLeadingNumber(const QByteArray &value)
{
    qsizetype i = 0;
    while (i < value.size() && cbytes::isSpace(value[i]))
        ++i;
    if (i < value.size() && (value[i] == '+' || value[i] == '-'))
        ++i;
    return i < value.size() && value[i] >= '0' && value[i] <= '9';
}

QString fileName(const NfsConf &conf, const ConfDefinition &definition)
{
    return conf.files().at(definition.file).systemPath;
}

std::optional<ConfDefinition> copyOf(const ConfDefinition *definition)
{
    return definition ? std::optional(*definition) : std::nullopt;
}

} // namespace

const QList<QByteArray> &ReadaheadConfig::keys()
{
    static const QList<QByteArray> list{QByteArrayLiteral("nfs"), QByteArrayLiteral("nfs4"),
                                        QByteArrayLiteral("default")};
    return list;
}

ReadaheadConfig::ReadaheadConfig(const NfsConf &conf)
    : m_conf(conf)
{
    for (const QByteArray &key : keys())
        m_keys.append(viewOf(key));
}

const ReadaheadKeyView *ReadaheadConfig::keyView(QByteArrayView key) const
{
    for (const ReadaheadKeyView &view : m_keys) {
        if (view.key == key)
            return &view;
    }
    return nullptr;
}

ReadaheadChoice ReadaheadConfig::readaheadFor(const NfsConf &conf, QByteArrayView fstype,
                                              const EnvironmentLookup &environment)
{
    ReadaheadChoice choice;
    // conf_get_num(CONF_NAME, kind, -1): a value that reads as -1 counts as unset.
    if (const auto value = conf.value(Section, std::nullopt, fstype, environment)) {
        const int kib = cbytes::atoi(*value);
        if (kib != -1) {
            choice.kib = kib;
            choice.source = ReadaheadChoice::Source::Config;
            choice.key = fstype.toByteArray();
            choice.definition = copyOf(conf.binding(Section, std::nullopt, fstype));
            return choice;
        }
    }
    if (const auto value = conf.value(Section, std::nullopt, "default", environment)) {
        choice.kib = cbytes::atoi(*value);
        choice.source = ReadaheadChoice::Source::Config;
        choice.key = QByteArrayLiteral("default");
        choice.definition = copyOf(conf.binding(Section, std::nullopt, "default"));
    }
    return choice;
}

ReadaheadKeyView ReadaheadConfig::viewOf(const QByteArray &key) const
{
    ReadaheadKeyView view;
    view.key = key;
    const QList<const ConfDefinition *> history = m_conf.history(Section, key);
    view.definition = copyOf(m_conf.binding(Section, std::nullopt, key));
    if (!view.definition) {
        if (!history.isEmpty() && history.last()->arg)
            view.warnings.append(
                tr("[nfsrahead \"%1\"] %2 in %3 line %4 replaces every earlier %2 (nfs-utils keeps "
                   "one per section and name), so nfsrahead sees none")
                    .arg(QString::fromUtf8(*history.last()->arg), QString::fromUtf8(key),
                         fileName(m_conf, *history.last()))
                    .arg(history.last()->line));
        return view;
    }
    for (qsizetype i = 0; i + 1 < history.size(); ++i)
        view.shadowed.append(*history[i]);
    view.value = m_conf.value(Section, std::nullopt, key, emptyEnvironment());

    const ConfFile &file = m_conf.files().at(view.definition->file);
    if (view.definition->value.startsWith('$'))
        view.warnings.append(
            tr("%1 comes from %2: nfsrahead runs from udev without your "
               "environment, so only [environment] counts")
                .arg(QString::fromUtf8(key), QString::fromUtf8(view.definition->value)));
    if (!view.value) {
        view.warnings.append(
            tr("%1 = %2 does not resolve: nfsrahead treats it as unset")
                .arg(QString::fromUtf8(key), QString::fromUtf8(view.definition->value)));
        return view;
    }
    const int kib = cbytes::atoi(*view.value);
    view.kib = kib;
    const QString shown = QString::fromUtf8(*view.value);
    if (!isPlainDecimal(*view.value)) {
        if (hasLeadingNumber(*view.value))
            view.warnings.append(tr("\"%1\" is not a plain number of KiB: nfsrahead reads it as %2")
                                     .arg(shown)
                                     .arg(kib));
        else
            view.warnings.append(
                tr("\"%1\" is not a number: nfsrahead reads it as 0, which turns readahead off")
                    .arg(shown));
    }
    if (kib == -1 && key != "default")
        view.warnings.append(
            tr("-1 makes nfsrahead ignore %1 and use default").arg(QString::fromUtf8(key)));
    else if (kib < 0)
        view.warnings.append(
            tr("%1 KiB is negative: the kernel refuses it and new mounts keep 128 KiB").arg(kib));
    else if (kib == 0 && hasLeadingNumber(*view.value))
        view.warnings.append(tr("0 KiB turns readahead off for new mounts"));
    else if (quint32(kib) > TuningLimits::MaxReadaheadKib)
        view.warnings.append(tr("%1 KiB is more than 1 GiB (%2 KiB): out of range")
                                 .arg(kib)
                                 .arg(TuningLimits::MaxReadaheadKib));

    if (file.role == ConfFile::Role::DropIn) {
        for (const ConfDefinition &earlier : view.shadowed) {
            if (m_conf.files().at(earlier.file).role == ConfFile::Role::Main) {
                view.warnings.append(tr("the drop-in %1 overrides %2 line %3")
                                         .arg(file.systemPath, fileName(m_conf, earlier))
                                         .arg(earlier.line));
                break;
            }
        }
    }
    if (file.role == ConfFile::Role::VendorMain || file.role == ConfFile::Role::VendorDropIn)
        view.warnings.append(
            tr("set in %1, which only nfs-utils 2.7.1 and later read").arg(file.systemPath));
    return view;
}

ReadaheadChoice ReadaheadConfig::readaheadForMount(const NfsConf &conf, const ReadaheadRules &rules,
                                                   const NfsMount &mount)
{
    if (const ReadaheadRule *rule = rules.ruleFor(mount))
        return ReadaheadChoice{int(*rule->kib), ReadaheadChoice::Source::Rule, rule->key,
                               rule->definition};
    return readaheadFor(conf, mount.fstype.toUtf8());
}

} // namespace nfstuner
