// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "base/printable.h"

#include <QTextStream>

namespace nfstuner::cli {

// UTF-8 text streams on stdout and stderr, flushed at exit.
QTextStream &out();
QTextStream &err();

// Bytes to stdout as they are (config values are bytes, not text).
void writeRaw(const QByteArray &bytes);

// One line on stderr prefixed with the program name: "nfs-tuner-cli: ...".
void printError(const QString &message);

} // namespace nfstuner::cli
