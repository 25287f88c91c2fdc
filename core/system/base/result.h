// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QString>

#include <utility>
#include <variant>

namespace nfstuner {

// An error as a value: what failed, in words a user can act on.
struct Error
{
    enum class Code
    {
        NotFound,         // a file or object does not exist
        PermissionDenied, // the OS refused access
        Malformed,        // content that cannot be parsed
        InvalidArgument,  // a caller passed something out of contract
        Conflict,         // the target changed since the caller read it
        IoError,          // any other system error (io.github.nfstuner.Error.IoError)
        NotAuthorized,    // polkit said no (or the password dialog was dismissed)
        NotNfs,           // a BDI that belongs to a mount that is not NFS
        NoSuchBdi,        // a BDI no mount uses (any more)
        Unavailable,      // the privileged helper cannot be reached
        Busy,             // a lock stayed taken past its deadline: try again
    };
    Code code = Code::IoError;
    QString message;

    // Maps an errno value to a Code, with `what` (e.g. the path) in the message.
    static Error fromErrno(int errnum, const QString &what);
};

// Either a value or an Error. Reading the value of an Error (value(), *,
// ->) throws std::bad_variant_access, as std::get does: check ok() first.
template<typename T>
class [[nodiscard]] Result
{
public:
    Result(T value)
        : m_state(std::move(value))
    {}
    Result(Error error)
        : m_state(std::move(error))
    {}

    bool ok() const { return std::holds_alternative<T>(m_state); }
    explicit operator bool() const { return ok(); }

    const T &value() const & { return std::get<T>(m_state); }
    T &value() & { return std::get<T>(m_state); }
    T &&value() && { return std::get<T>(std::move(m_state)); }
    const T *operator->() const { return &value(); }
    const T &operator*() const { return value(); }

    const Error &error() const { return std::get<Error>(m_state); }

private:
    std::variant<T, Error> m_state;
};

// Success or an Error, for operations without a value.
template<>
class [[nodiscard]] Result<void>
{
public:
    Result() = default;
    Result(Error error)
        : m_error(std::move(error))
        , m_failed(true)
    {}

    bool ok() const { return !m_failed; }
    explicit operator bool() const { return ok(); }
    const Error &error() const { return m_error; }

private:
    Error m_error;
    bool m_failed = false;
};

} // namespace nfstuner
