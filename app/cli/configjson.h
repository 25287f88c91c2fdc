// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QJsonObject>
#include <QTextStream>

namespace nfstuner {
class NfsConf;
class NfsMountTable;
} // namespace nfstuner

namespace nfstuner::cli {

// `config effective`: the [nfsrahead] keys and [nfs-tuner] rules with
// provenance, and what each mount of `mounts` gets when mounted again; as
// JSON or text.
QJsonObject readaheadConfigToJson(const NfsConf &conf, const NfsMountTable &mounts);
void printReadaheadConfig(const NfsConf &conf, const NfsMountTable &mounts, QTextStream &stream);

} // namespace nfstuner::cli
