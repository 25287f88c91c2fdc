// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QByteArray>
#include <QByteArrayView>

// Byte-level helpers with the C library's meaning in the "C" locale, which is
// what nfs-utils' conffile.c runs under (nfsconf and nfsrahead never call
// setlocale). nfs.conf is bytes, not text: values are compared and printed
// byte for byte.
namespace nfstuner::cbytes {

// isspace(): space, \t, \n, \v, \f, \r.
constexpr bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r';
}
// isblank(): space and \t.
constexpr bool isBlank(char c)
{
    return c == ' ' || c == '\t';
}
// strcasecmp() == 0, ASCII only.
bool equalsIgnoringCase(QByteArrayView a, QByteArrayView b);
// strcmp(): unsigned byte order, a prefix first.
int compare(QByteArrayView a, QByteArrayView b);
// tolower() on every byte, ASCII only.
QByteArray toLower(QByteArrayView text);
// atoi(): (int)strtol(text, NULL, 10), with its leading whitespace, sign,
// longest digit prefix, 0 for no digits, and truncation to int on overflow.
int atoi(QByteArrayView text);

} // namespace nfstuner::cbytes
