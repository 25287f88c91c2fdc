// SPDX-License-Identifier: GPL-2.0-or-later
#include "conf/readaheadconfigedit.h"

#include "base/atomicfilereplace.h"
#include "base/textfile.h"
#include "conf/nfsconfeditor.h"
#include "conf/nfsconfloader.h"
#include "tuning/tuningrequests.h"

#include <QFile>
#include <QFileInfo>

#include <cstring>

namespace nfstuner {

Result<std::optional<QByteArray>> ReadaheadConfigEdit::readTarget(const SystemRoot &root,
                                                                  const QString &file)
{
    const QString path = root.path(file);
    if (!QFileInfo::exists(path) && !QFileInfo(path).isSymLink())
        return std::optional<QByteArray>();
    const auto content = readWholeFile(path);
    if (!content)
        return content.error();
    return std::optional<QByteArray>(*content);
}

Result<ReadaheadConfigEdit> ReadaheadConfigEdit::prepare(const SystemRoot &root,
                                                         const QString &file,
                                                         const std::optional<QByteArray> &before,
                                                         const Changes &changes)
{
    ReadaheadConfigEdit edit;
    edit.file = file;
    edit.before = before;
    edit.expectedSha256 =
        before ? QString::fromLatin1(AtomicFileReplace::sha256Hex(*before)) : QString();
    // Only what differs from this file's own settings.
    const NfsConf own = NfsConfLoader::parseContent(before.value_or(QByteArray()));
    QList<ConfEdit> edits;
    for (auto it = changes.cbegin(); it != changes.cend(); ++it) {
        const auto section = ConfigWriteRequest::sectionOf(QString::fromLatin1(it.key()));
        if (!section)
            return section.error();
        const ConfDefinition *current = own.binding(*section, std::nullopt, it.key());
        if (it.value()) {
            const QByteArray wanted = QByteArray::number(*it.value());
            if (current && current->value == wanted)
                continue;
            edit.set.insert(QString::fromLatin1(it.key()), QString::fromLatin1(wanted));
            edits.append(ConfEdit{*section, std::nullopt, it.key(), wanted});
        } else if (current) {
            edit.unset.append(QString::fromLatin1(it.key()));
            edits.append(ConfEdit{*section, std::nullopt, it.key(), std::nullopt});
        }
        // An unset of a key this file lacks writes nothing, but its outcome
        // is still checked: set in another file, the key stays.
        edit.outcomes.append(KeyOutcome{it.key(), *section, it.value(), true, QString()});
    }
    const auto after = NfsConfEditor::applyToFile(before, edits);
    if (!after)
        return after.error();
    edit.after = *after;

    // Every file read again, this one as it will be.
    NfsConfLoader::Options options;
    options.replaced.insert(file, edit.after);
    edit.confAfter = std::make_shared<const NfsConf>(
        NfsConfLoader::load(root, SystemRoot::nfsConfPath(), options));
    const NfsConf &conf = *edit.confAfter;
    for (KeyOutcome &outcome : edit.outcomes) {
        const ConfDefinition *winner = conf.binding(outcome.section, std::nullopt, outcome.key);
        const QString key = QStringLiteral("[%1] %2").arg(QString::fromLatin1(outcome.section),
                                                          QString::fromLatin1(outcome.key));
        if (outcome.wanted) {
            const bool here = winner && conf.files().at(winner->file).systemPath == file;
            if (here && winner->value.trimmed() == QByteArray::number(*outcome.wanted))
                continue;
            outcome.takesEffect = false;
            outcome.problem =
                winner ? tr("%1 = %2 in %3 would not take effect: %4 (%1 = %5) is read later "
                            "and wins")
                             .arg(key)
                             .arg(*outcome.wanted)
                             .arg(file, conf.location(*winner), QString::fromUtf8(winner->value))
                       : tr("%1 = %2 in %3 would not take effect: nfs-utils does not read that "
                            "file")
                             .arg(key)
                             .arg(*outcome.wanted)
                             .arg(file);
        } else if (winner) {
            outcome.takesEffect = false;
            outcome.problem =
                tr("removing %1 from %2 changes nothing: %3 (%1 = %4) still sets it")
                    .arg(key, file, conf.location(*winner), QString::fromUtf8(winner->value));
        }
    }
    return edit;
}

QStringList ReadaheadConfigEdit::problems() const
{
    QStringList result;
    for (const KeyOutcome &outcome : outcomes) {
        if (!outcome.takesEffect)
            result.append(outcome.problem);
    }
    return result;
}

QString ReadaheadConfigEdit::newDropInPath(const NfsConf &conf)
{
    const QString folder = SystemRoot::nfsConfPath() + QStringLiteral(".d/");
    // nfs-utils reads drop-ins in versionsort order: the new one must come last.
    for (const char *name : {"99-nfs-tuner.conf", "zz-nfs-tuner.conf"}) {
        const QString path = folder + QLatin1String(name);
        if (firstDropInAfter(conf, path).isEmpty() && ConfigWriteRequest::isAllowedFile(path))
            return path;
    }
    return QString();
}

QString ReadaheadConfigEdit::firstDropInAfter(const NfsConf &conf, const QString &path)
{
    const QByteArray name = QFile::encodeName(QFileInfo(path).fileName());
    // conf.files() are in the order nfs-utils reads them.
    for (const ConfFile &existing : conf.files()) {
        if (existing.role == ConfFile::Role::DropIn &&
            ::strverscmp(QFile::encodeName(QFileInfo(existing.systemPath).fileName()).constData(),
                         name.constData()) > 0)
            return existing.systemPath;
    }
    return QString();
}

} // namespace nfstuner
