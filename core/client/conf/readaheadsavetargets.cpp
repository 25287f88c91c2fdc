// SPDX-License-Identifier: GPL-2.0-or-later
#include "conf/readaheadsavetargets.h"

#include "conf/nfsconf.h"
#include "conf/readaheadconfig.h"
#include "conf/readaheadconfigedit.h"
#include "conf/readaheadrules.h"
#include "tuning/tuningrequests.h"

#include <QFileInfo>

#include <algorithm>

namespace nfstuner {

namespace {

// The file index of the latest definition of a key or a rule in a file the
// helper may write; -1 when there is none.
int latestWritableDefinition(const NfsConf &conf)
{
    QList<int> files;
    const ReadaheadConfig config(conf);
    for (const ReadaheadKeyView &view : config.keyViews()) {
        if (view.definition)
            files.append(view.definition->file);
    }
    const ReadaheadRules rules = ReadaheadRules::fromConf(conf);
    for (const ReadaheadRule &rule : rules.rules())
        files.append(rule.definition.file);
    int latest = -1;
    for (int file : files) {
        if (file > latest && ConfigWriteRequest::isAllowedFile(conf.files().at(file).systemPath))
            latest = file;
    }
    return latest;
}

} // namespace

ReadaheadSaveTargets ReadaheadSaveTargets::of(const NfsConf &conf, const SystemRoot &root)
{
    QStringList paths{SystemRoot::nfsConfPath()};
    for (const ConfFile &file : conf.files()) {
        if (file.role == ConfFile::Role::DropIn && !paths.contains(file.systemPath) &&
            ConfigWriteRequest::isAllowedFile(file.systemPath))
            paths.append(file.systemPath);
    }
    const QString newDropIn = ReadaheadConfigEdit::newDropInPath(conf);
    if (!newDropIn.isEmpty() && !paths.contains(newDropIn))
        paths.append(newDropIn);

    ReadaheadSaveTargets targets;
    for (const QString &path : paths) {
        ReadaheadSaveTarget target{path, QFileInfo::exists(root.path(path)), QString()};
        if (!target.exists && path != SystemRoot::nfsConfPath())
            target.readBefore = ReadaheadConfigEdit::firstDropInAfter(conf, path);
        targets.m_choices.append(target);
    }
    // An allowed path may also be read through an include line; only the
    // files offered can be preferred.
    const int latest = latestWritableDefinition(conf);
    if (latest >= 0)
        targets.m_preferred = std::max(0, int(paths.indexOf(conf.files().at(latest).systemPath)));
    return targets;
}

} // namespace nfstuner
