// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "base/printable.h"

#include <QJsonDocument>
#include <QJsonValue>
#include <QTextStream>

namespace nfstuner::cli {

// UTF-8 text streams on stdout and stderr, flushed at exit.
QTextStream &out();
QTextStream &err();

// Bytes to stdout as they are (config values are bytes, not text).
void writeRaw(const QByteArray &bytes);

// A JSON object or array to stdout, ending in a newline, with DEL and the
// C1 controls escaped as well (\u0085): what outside text it holds reads
// back the same and cannot act on a terminal.
void writeJson(const QJsonValue &value, QJsonDocument::JsonFormat format = QJsonDocument::Compact);

// One line on stderr prefixed with the program name: "nfs-tuner-cli: ...".
void printError(const QString &message);

} // namespace nfstuner::cli
