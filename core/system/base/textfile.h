// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "base/result.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

#include <functional>

namespace nfstuner {

// Reads a whole file, with the real errno in the error. For kernel files
// (proc, sysfs) whose reported size is meaningless, and small config files.
// Files larger than maxBytes give a Malformed error instead of a huge read.
Result<QByteArray> readWholeFile(const QString &path, qint64 maxBytes = 64 * 1024 * 1024);

// Reads an open file from where it stands to its end (`path` names it in
// errors; `sizeHint` is its stat size, or 0).
Result<QByteArray> readOpenFile(int fd, const QString &path, qint64 sizeHint,
                                qint64 maxBytes = 64 * 1024 * 1024);
// An open file's size, or an error when it is not a regular file.
Result<qint64> regularFileSize(int fd, const QString &path);

// Reads a file in pieces of up to 64 KiB, handing each to `consume`: for
// big kernel files parsed as they arrive, without holding them whole. The
// same checks and errors as readWholeFile.
Result<qint64> streamFile(const QString &path, const std::function<void(QByteArrayView)> &consume,
                          qint64 maxBytes = 64 * 1024 * 1024);

// Writes `text` to a kernel attribute (sysfs, /proc/sys) in one write,
// never through a link, never to anything but a regular file. The kernel
// parses the write and replaces the value. In a folder root (tests, the
// demo) the attribute is a plain file: what a longer old value leaves
// behind ("1048576\n" overwritten by "45376\n") is cut off after the
// write. Not O_TRUNC: a write the kernel refuses must leave its value as it
// was, and a folder root must not be left with an empty file either.
Result<void> writeKernelAttribute(const QString &path, const QByteArray &text);

// What tells one version of a file from another without reading it: inode,
// size and mtime; empty when it is missing. For files of a folder root that
// tests replace (mountinfo), where the kernel's change events do not exist.
QByteArray fileVersion(const QString &path);

} // namespace nfstuner
