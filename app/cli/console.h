// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QTextStream>

namespace nfstuner::cli {

// UTF-8 text streams on stdout and stderr, flushed at exit.
QTextStream &out();
QTextStream &err();

// Bytes to stdout as they are (config values are bytes, not text).
void writeRaw(const QByteArray &bytes);

// One line on stderr prefixed with the program name: "nfs-tuner-cli: ...".
void printError(const QString &message);

// Makes a path safe for one line of a table: control characters become the
// kernel's octal escapes (tab -> \011, newline -> \012).
QString printable(const QString &text);

} // namespace nfstuner::cli
