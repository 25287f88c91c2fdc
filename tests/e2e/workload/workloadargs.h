// SPDX-License-Identifier: GPL-2.0-or-later
// Argument reading shared by the workload programs (no Qt: they are also
// built statically for the fixture capture).
#pragma once

#include <cerrno>
#include <cstdlib>

// A whole decimal number and nothing else.
inline bool number(const char *text, unsigned long long &value)
{
    char *end = nullptr;
    errno = 0;
    value = std::strtoull(text, &end, 10);
    return errno == 0 && end != text && *end == '\0';
}
