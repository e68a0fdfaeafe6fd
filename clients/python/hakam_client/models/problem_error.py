from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ProblemError")


@_attrs_define
class ProblemError:
    """One problem in a request.

    Attributes:
        code (str): A stable, machine-readable code, e.g. `UNKNOWN_CARD`. Example: UNKNOWN_CARD.
        path (str): JSON pointer (RFC 6901) into the request body of what is wrong; `""` for the whole body. Example:
            /hand/3.
        message (str): What is wrong, for people.
    """

    code: str
    path: str
    message: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        code = self.code

        path = self.path

        message = self.message

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "code": code,
                "path": path,
                "message": message,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        code = d.pop("code")

        path = d.pop("path")

        message = d.pop("message")

        problem_error = cls(
            code=code,
            path=path,
            message=message,
        )

        problem_error.additional_properties = d
        return problem_error

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
