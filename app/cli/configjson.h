// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QJsonObject>
#include <QTextStream>

namespace nfstuner {
class NfsConf;
}

namespace nfstuner::cli {

// `config effective`: the [nfsrahead] view with provenance, as JSON or text.
QJsonObject readaheadConfigToJson(const NfsConf &conf);
void printReadaheadConfig(const NfsConf &conf, QTextStream &stream);

} // namespace nfstuner::cli
