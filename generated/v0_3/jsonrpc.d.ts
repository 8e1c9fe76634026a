import { z } from "zod";
/** JSONParseError (a2a.json (JSON-RPC dialect of protocol version 0.3), protocol version 0.3). */
declare const J_JSONParseError: z.ZodObject<{
    code: z.ZodLiteral<-32700>;
    data: z.ZodOptional<z.ZodUnknown>;
    message: z.ZodString;
}, z.core.$loose>;
/** InvalidRequestError (a2a.json (JSON-RPC dialect of protocol version 0.3), protocol version 0.3). */
declare const J_InvalidRequestError: z.ZodObject<{
    code: z.ZodLiteral<-32600>;
    data: z.ZodOptional<z.ZodUnknown>;
    message: z.ZodString;
}, z.core.$loose>;
/** MethodNotFoundError (a2a.json (JSON-RPC dialect of protocol version 0.3), protocol version 0.3). */
declare const J_MethodNotFoundError: z.ZodObject<{
    code: z.ZodLiteral<-32601>;
    data: z.ZodOptional<z.ZodUnknown>;
    message: z.ZodString;
}, z.core.$loose>;
/** InvalidParamsError (a2a.json (JSON-RPC dialect of protocol version 0.3), protocol version 0.3). */
declare const J_InvalidParamsError: z.ZodObject<{
    code: z.ZodLiteral<-32602>;
    data: z.ZodOptional<z.ZodUnknown>;
    message: z.ZodString;
}, z.core.$loose>;
/** InternalError (a2a.json (JSON-RPC dialect of protocol version 0.3), protocol version 0.3). */
declare const J_InternalError: z.ZodObject<{
    code: z.ZodLiteral<-32603>;
    data: z.ZodOptional<z.ZodUnknown>;
    message: z.ZodString;
}, z.core.$loose>;
/** TaskNotFoundError (a2a.json (JSON-RPC dialect of protocol version 0.3), protocol version 0.3). */
declare const J_TaskNotFoundError: z.ZodObject<{
    code: z.ZodLiteral<-32001>;
    data: z.ZodOptional<z.ZodUnknown>;
    message: z.ZodString;
}, z.core.$loose>;
/** TaskNotCancelableError (a2a.json (JSON-RPC dialect of protocol version 0.3), protocol version 0.3). */
declare const J_TaskNotCancelableError: z.ZodObject<{
    code: z.ZodLiteral<-32002>;
    data: z.ZodOptional<z.ZodUnknown>;
    message: z.ZodString;
}, z.core.$loose>;
/** PushNotificationNotSupportedError (a2a.json (JSON-RPC dialect of protocol version 0.3), protocol version 0.3). */
declare const J_PushNotificationNotSupportedError: z.ZodObject<{
    code: z.ZodLiteral<-32003>;
    data: z.ZodOptional<z.ZodUnknown>;
    message: z.ZodString;
}, z.core.$loose>;
/** UnsupportedOperationError (a2a.json (JSON-RPC dialect of protocol version 0.3), protocol version 0.3). */
declare const J_UnsupportedOperationError: z.ZodObject<{
    code: z.ZodLiteral<-32004>;
    data: z.ZodOptional<z.ZodUnknown>;
    message: z.ZodString;
}, z.core.$loose>;
/** ContentTypeNotSupportedError (a2a.json (JSON-RPC dialect of protocol version 0.3), protocol version 0.3). */
declare const J_ContentTypeNotSupportedError: z.ZodObject<{
    code: z.ZodLiteral<-32005>;
    data: z.ZodOptional<z.ZodUnknown>;
    message: z.ZodString;
}, z.core.$loose>;
/** InvalidAgentResponseError (a2a.json (JSON-RPC dialect of protocol version 0.3), protocol version 0.3). */
declare const J_InvalidAgentResponseError: z.ZodObject<{
    code: z.ZodLiteral<-32006>;
    data: z.ZodOptional<z.ZodUnknown>;
    message: z.ZodString;
}, z.core.$loose>;
/** AuthenticatedExtendedCardNotConfiguredError (a2a.json (JSON-RPC dialect of protocol version 0.3), protocol version 0.3). */
declare const J_AuthenticatedExtendedCardNotConfiguredError: z.ZodObject<{
    code: z.ZodLiteral<-32007>;
    data: z.ZodOptional<z.ZodUnknown>;
    message: z.ZodString;
}, z.core.$loose>;
/** A2AError (a2a.json (JSON-RPC dialect of protocol version 0.3), protocol version 0.3). */
declare const J_A2AError: z.ZodDiscriminatedUnion<[z.ZodObject<{
    code: z.ZodLiteral<-32700>;
    data: z.ZodOptional<z.ZodUnknown>;
    message: z.ZodString;
}, z.core.$loose>, z.ZodObject<{
    code: z.ZodLiteral<-32600>;
    data: z.ZodOptional<z.ZodUnknown>;
    message: z.ZodString;
}, z.core.$loose>, z.ZodObject<{
    code: z.ZodLiteral<-32601>;
    data: z.ZodOptional<z.ZodUnknown>;
    message: z.ZodString;
}, z.core.$loose>, z.ZodObject<{
    code: z.ZodLiteral<-32602>;
    data: z.ZodOptional<z.ZodUnknown>;
    message: z.ZodString;
}, z.core.$loose>, z.ZodObject<{
    code: z.ZodLiteral<-32603>;
    data: z.ZodOptional<z.ZodUnknown>;
    message: z.ZodString;
}, z.core.$loose>, z.ZodObject<{
    code: z.ZodLiteral<-32001>;
    data: z.ZodOptional<z.ZodUnknown>;
    message: z.ZodString;
}, z.core.$loose>, z.ZodObject<{
    code: z.ZodLiteral<-32002>;
    data: z.ZodOptional<z.ZodUnknown>;
    message: z.ZodString;
}, z.core.$loose>, z.ZodObject<{
    code: z.ZodLiteral<-32003>;
    data: z.ZodOptional<z.ZodUnknown>;
    message: z.ZodString;
}, z.core.$loose>, z.ZodObject<{
    code: z.ZodLiteral<-32004>;
    data: z.ZodOptional<z.ZodUnknown>;
    message: z.ZodString;
}, z.core.$loose>, z.ZodObject<{
    code: z.ZodLiteral<-32005>;
    data: z.ZodOptional<z.ZodUnknown>;
    message: z.ZodString;
}, z.core.$loose>, z.ZodObject<{
    code: z.ZodLiteral<-32006>;
    data: z.ZodOptional<z.ZodUnknown>;
    message: z.ZodString;
}, z.core.$loose>, z.ZodObject<{
    code: z.ZodLiteral<-32007>;
    data: z.ZodOptional<z.ZodUnknown>;
    message: z.ZodString;
}, z.core.$loose>], "code">;
/** PushNotificationAuthenticationInfo (a2a.json (JSON-RPC dialect of protocol version 0.3), protocol version 0.3). */
declare const J_PushNotificationAuthenticationInfo: z.ZodObject<{
    credentials: z.ZodOptional<z.ZodString>;
    schemes: z.ZodArray<z.ZodString>;
}, z.core.$loose>;
/** PushNotificationConfig (a2a.json (JSON-RPC dialect of protocol version 0.3), protocol version 0.3). */
declare const J_PushNotificationConfig: z.ZodObject<{
    authentication: z.ZodOptional<z.ZodObject<{
        credentials: z.ZodOptional<z.ZodString>;
        schemes: z.ZodArray<z.ZodString>;
    }, z.core.$loose>>;
    id: z.ZodOptional<z.ZodString>;
    token: z.ZodOptional<z.ZodString>;
    url: z.ZodString;
}, z.core.$loose>;
/** MessageSendConfiguration (a2a.json (JSON-RPC dialect of protocol version 0.3), protocol version 0.3). */
declare const J_MessageSendConfiguration: z.ZodObject<{
    acceptedOutputModes: z.ZodOptional<z.ZodArray<z.ZodString>>;
    blocking: z.ZodOptional<z.ZodBoolean>;
    historyLength: z.ZodOptional<z.ZodNumber>;
    pushNotificationConfig: z.ZodOptional<z.ZodObject<{
        authentication: z.ZodOptional<z.ZodObject<{
            credentials: z.ZodOptional<z.ZodString>;
            schemes: z.ZodArray<z.ZodString>;
        }, z.core.$loose>>;
        id: z.ZodOptional<z.ZodString>;
        token: z.ZodOptional<z.ZodString>;
        url: z.ZodString;
    }, z.core.$loose>>;
}, z.core.$loose>;
/** TextPart (a2a.json (JSON-RPC dialect of protocol version 0.3), protocol version 0.3). */
declare const J_TextPart: z.ZodObject<{
    kind: z.ZodLiteral<"text">;
    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
    text: z.ZodString;
}, z.core.$loose>;
/** FileWithBytes (a2a.json (JSON-RPC dialect of protocol version 0.3), protocol version 0.3). */
declare const J_FileWithBytes: z.ZodObject<{
    bytes: z.ZodString;
    mimeType: z.ZodOptional<z.ZodString>;
    name: z.ZodOptional<z.ZodString>;
}, z.core.$loose>;
/** FileWithUri (a2a.json (JSON-RPC dialect of protocol version 0.3), protocol version 0.3). */
declare const J_FileWithUri: z.ZodObject<{
    mimeType: z.ZodOptional<z.ZodString>;
    name: z.ZodOptional<z.ZodString>;
    uri: z.ZodString;
}, z.core.$loose>;
/** FilePart (a2a.json (JSON-RPC dialect of protocol version 0.3), protocol version 0.3). */
declare const J_FilePart: z.ZodObject<{
    file: z.ZodUnion<readonly [z.ZodObject<{
        bytes: z.ZodString;
        mimeType: z.ZodOptional<z.ZodString>;
        name: z.ZodOptional<z.ZodString>;
    }, z.core.$loose>, z.ZodObject<{
        mimeType: z.ZodOptional<z.ZodString>;
        name: z.ZodOptional<z.ZodString>;
        uri: z.ZodString;
    }, z.core.$loose>]>;
    kind: z.ZodLiteral<"file">;
    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
}, z.core.$loose>;
/** DataPart (a2a.json (JSON-RPC dialect of protocol version 0.3), protocol version 0.3). */
declare const J_DataPart: z.ZodObject<{
    data: z.ZodObject<{}, z.core.$loose>;
    kind: z.ZodLiteral<"data">;
    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
}, z.core.$loose>;
/** Part (a2a.json (JSON-RPC dialect of protocol version 0.3), protocol version 0.3). */
declare const J_Part: z.ZodDiscriminatedUnion<[z.ZodObject<{
    kind: z.ZodLiteral<"text">;
    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
    text: z.ZodString;
}, z.core.$loose>, z.ZodObject<{
    file: z.ZodUnion<readonly [z.ZodObject<{
        bytes: z.ZodString;
        mimeType: z.ZodOptional<z.ZodString>;
        name: z.ZodOptional<z.ZodString>;
    }, z.core.$loose>, z.ZodObject<{
        mimeType: z.ZodOptional<z.ZodString>;
        name: z.ZodOptional<z.ZodString>;
        uri: z.ZodString;
    }, z.core.$loose>]>;
    kind: z.ZodLiteral<"file">;
    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
}, z.core.$loose>, z.ZodObject<{
    data: z.ZodObject<{}, z.core.$loose>;
    kind: z.ZodLiteral<"data">;
    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
}, z.core.$loose>], "kind">;
/** Message (a2a.json (JSON-RPC dialect of protocol version 0.3), protocol version 0.3). */
declare const J_Message: z.ZodObject<{
    contextId: z.ZodOptional<z.ZodString>;
    extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
    kind: z.ZodLiteral<"message">;
    messageId: z.ZodString;
    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
    parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
        kind: z.ZodLiteral<"text">;
        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
        text: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        file: z.ZodUnion<readonly [z.ZodObject<{
            bytes: z.ZodString;
            mimeType: z.ZodOptional<z.ZodString>;
            name: z.ZodOptional<z.ZodString>;
        }, z.core.$loose>, z.ZodObject<{
            mimeType: z.ZodOptional<z.ZodString>;
            name: z.ZodOptional<z.ZodString>;
            uri: z.ZodString;
        }, z.core.$loose>]>;
        kind: z.ZodLiteral<"file">;
        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
    }, z.core.$loose>, z.ZodObject<{
        data: z.ZodObject<{}, z.core.$loose>;
        kind: z.ZodLiteral<"data">;
        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
    }, z.core.$loose>], "kind">>;
    referenceTaskIds: z.ZodOptional<z.ZodArray<z.ZodString>>;
    role: z.ZodEnum<{
        agent: "agent";
        user: "user";
    }>;
    taskId: z.ZodOptional<z.ZodString>;
}, z.core.$loose>;
/** MessageSendParams (a2a.json (JSON-RPC dialect of protocol version 0.3), protocol version 0.3). */
declare const J_MessageSendParams: z.ZodObject<{
    configuration: z.ZodOptional<z.ZodObject<{
        acceptedOutputModes: z.ZodOptional<z.ZodArray<z.ZodString>>;
        blocking: z.ZodOptional<z.ZodBoolean>;
        historyLength: z.ZodOptional<z.ZodNumber>;
        pushNotificationConfig: z.ZodOptional<z.ZodObject<{
            authentication: z.ZodOptional<z.ZodObject<{
                credentials: z.ZodOptional<z.ZodString>;
                schemes: z.ZodArray<z.ZodString>;
            }, z.core.$loose>>;
            id: z.ZodOptional<z.ZodString>;
            token: z.ZodOptional<z.ZodString>;
            url: z.ZodString;
        }, z.core.$loose>>;
    }, z.core.$loose>>;
    message: z.ZodObject<{
        contextId: z.ZodOptional<z.ZodString>;
        extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
        kind: z.ZodLiteral<"message">;
        messageId: z.ZodString;
        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
        parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
            kind: z.ZodLiteral<"text">;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            text: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            file: z.ZodUnion<readonly [z.ZodObject<{
                bytes: z.ZodString;
                mimeType: z.ZodOptional<z.ZodString>;
                name: z.ZodOptional<z.ZodString>;
            }, z.core.$loose>, z.ZodObject<{
                mimeType: z.ZodOptional<z.ZodString>;
                name: z.ZodOptional<z.ZodString>;
                uri: z.ZodString;
            }, z.core.$loose>]>;
            kind: z.ZodLiteral<"file">;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
        }, z.core.$loose>, z.ZodObject<{
            data: z.ZodObject<{}, z.core.$loose>;
            kind: z.ZodLiteral<"data">;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
        }, z.core.$loose>], "kind">>;
        referenceTaskIds: z.ZodOptional<z.ZodArray<z.ZodString>>;
        role: z.ZodEnum<{
            agent: "agent";
            user: "user";
        }>;
        taskId: z.ZodOptional<z.ZodString>;
    }, z.core.$loose>;
    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
}, z.core.$loose>;
/** SendMessageRequest (a2a.json (JSON-RPC dialect of protocol version 0.3), protocol version 0.3). */
declare const J_SendMessageRequest: z.ZodObject<{
    id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber]>;
    jsonrpc: z.ZodLiteral<"2.0">;
    method: z.ZodLiteral<"message/send">;
    params: z.ZodObject<{
        configuration: z.ZodOptional<z.ZodObject<{
            acceptedOutputModes: z.ZodOptional<z.ZodArray<z.ZodString>>;
            blocking: z.ZodOptional<z.ZodBoolean>;
            historyLength: z.ZodOptional<z.ZodNumber>;
            pushNotificationConfig: z.ZodOptional<z.ZodObject<{
                authentication: z.ZodOptional<z.ZodObject<{
                    credentials: z.ZodOptional<z.ZodString>;
                    schemes: z.ZodArray<z.ZodString>;
                }, z.core.$loose>>;
                id: z.ZodOptional<z.ZodString>;
                token: z.ZodOptional<z.ZodString>;
                url: z.ZodString;
            }, z.core.$loose>>;
        }, z.core.$loose>>;
        message: z.ZodObject<{
            contextId: z.ZodOptional<z.ZodString>;
            extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
            kind: z.ZodLiteral<"message">;
            messageId: z.ZodString;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                kind: z.ZodLiteral<"text">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                text: z.ZodString;
            }, z.core.$loose>, z.ZodObject<{
                file: z.ZodUnion<readonly [z.ZodObject<{
                    bytes: z.ZodString;
                    mimeType: z.ZodOptional<z.ZodString>;
                    name: z.ZodOptional<z.ZodString>;
                }, z.core.$loose>, z.ZodObject<{
                    mimeType: z.ZodOptional<z.ZodString>;
                    name: z.ZodOptional<z.ZodString>;
                    uri: z.ZodString;
                }, z.core.$loose>]>;
                kind: z.ZodLiteral<"file">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            }, z.core.$loose>, z.ZodObject<{
                data: z.ZodObject<{}, z.core.$loose>;
                kind: z.ZodLiteral<"data">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            }, z.core.$loose>], "kind">>;
            referenceTaskIds: z.ZodOptional<z.ZodArray<z.ZodString>>;
            role: z.ZodEnum<{
                agent: "agent";
                user: "user";
            }>;
            taskId: z.ZodOptional<z.ZodString>;
        }, z.core.$loose>;
        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
    }, z.core.$loose>;
}, z.core.$loose>;
/** SendStreamingMessageRequest (a2a.json (JSON-RPC dialect of protocol version 0.3), protocol version 0.3). */
declare const J_SendStreamingMessageRequest: z.ZodObject<{
    id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber]>;
    jsonrpc: z.ZodLiteral<"2.0">;
    method: z.ZodLiteral<"message/stream">;
    params: z.ZodObject<{
        configuration: z.ZodOptional<z.ZodObject<{
            acceptedOutputModes: z.ZodOptional<z.ZodArray<z.ZodString>>;
            blocking: z.ZodOptional<z.ZodBoolean>;
            historyLength: z.ZodOptional<z.ZodNumber>;
            pushNotificationConfig: z.ZodOptional<z.ZodObject<{
                authentication: z.ZodOptional<z.ZodObject<{
                    credentials: z.ZodOptional<z.ZodString>;
                    schemes: z.ZodArray<z.ZodString>;
                }, z.core.$loose>>;
                id: z.ZodOptional<z.ZodString>;
                token: z.ZodOptional<z.ZodString>;
                url: z.ZodString;
            }, z.core.$loose>>;
        }, z.core.$loose>>;
        message: z.ZodObject<{
            contextId: z.ZodOptional<z.ZodString>;
            extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
            kind: z.ZodLiteral<"message">;
            messageId: z.ZodString;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                kind: z.ZodLiteral<"text">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                text: z.ZodString;
            }, z.core.$loose>, z.ZodObject<{
                file: z.ZodUnion<readonly [z.ZodObject<{
                    bytes: z.ZodString;
                    mimeType: z.ZodOptional<z.ZodString>;
                    name: z.ZodOptional<z.ZodString>;
                }, z.core.$loose>, z.ZodObject<{
                    mimeType: z.ZodOptional<z.ZodString>;
                    name: z.ZodOptional<z.ZodString>;
                    uri: z.ZodString;
                }, z.core.$loose>]>;
                kind: z.ZodLiteral<"file">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            }, z.core.$loose>, z.ZodObject<{
                data: z.ZodObject<{}, z.core.$loose>;
                kind: z.ZodLiteral<"data">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            }, z.core.$loose>], "kind">>;
            referenceTaskIds: z.ZodOptional<z.ZodArray<z.ZodString>>;
            role: z.ZodEnum<{
                agent: "agent";
                user: "user";
            }>;
            taskId: z.ZodOptional<z.ZodString>;
        }, z.core.$loose>;
        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
    }, z.core.$loose>;
}, z.core.$loose>;
/** TaskQueryParams (a2a.json (JSON-RPC dialect of protocol version 0.3), protocol version 0.3). */
declare const J_TaskQueryParams: z.ZodObject<{
    historyLength: z.ZodOptional<z.ZodNumber>;
    id: z.ZodString;
    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
}, z.core.$loose>;
/** GetTaskRequest (a2a.json (JSON-RPC dialect of protocol version 0.3), protocol version 0.3). */
declare const J_GetTaskRequest: z.ZodObject<{
    id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber]>;
    jsonrpc: z.ZodLiteral<"2.0">;
    method: z.ZodLiteral<"tasks/get">;
    params: z.ZodObject<{
        historyLength: z.ZodOptional<z.ZodNumber>;
        id: z.ZodString;
        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
    }, z.core.$loose>;
}, z.core.$loose>;
/** TaskIdParams (a2a.json (JSON-RPC dialect of protocol version 0.3), protocol version 0.3). */
declare const J_TaskIdParams: z.ZodObject<{
    id: z.ZodString;
    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
}, z.core.$loose>;
/** CancelTaskRequest (a2a.json (JSON-RPC dialect of protocol version 0.3), protocol version 0.3). */
declare const J_CancelTaskRequest: z.ZodObject<{
    id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber]>;
    jsonrpc: z.ZodLiteral<"2.0">;
    method: z.ZodLiteral<"tasks/cancel">;
    params: z.ZodObject<{
        id: z.ZodString;
        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
    }, z.core.$loose>;
}, z.core.$loose>;
/** TaskPushNotificationConfig (a2a.json (JSON-RPC dialect of protocol version 0.3), protocol version 0.3). */
declare const J_TaskPushNotificationConfig: z.ZodObject<{
    pushNotificationConfig: z.ZodObject<{
        authentication: z.ZodOptional<z.ZodObject<{
            credentials: z.ZodOptional<z.ZodString>;
            schemes: z.ZodArray<z.ZodString>;
        }, z.core.$loose>>;
        id: z.ZodOptional<z.ZodString>;
        token: z.ZodOptional<z.ZodString>;
        url: z.ZodString;
    }, z.core.$loose>;
    taskId: z.ZodString;
}, z.core.$loose>;
/** SetTaskPushNotificationConfigRequest (a2a.json (JSON-RPC dialect of protocol version 0.3), protocol version 0.3). */
declare const J_SetTaskPushNotificationConfigRequest: z.ZodObject<{
    id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber]>;
    jsonrpc: z.ZodLiteral<"2.0">;
    method: z.ZodLiteral<"tasks/pushNotificationConfig/set">;
    params: z.ZodObject<{
        pushNotificationConfig: z.ZodObject<{
            authentication: z.ZodOptional<z.ZodObject<{
                credentials: z.ZodOptional<z.ZodString>;
                schemes: z.ZodArray<z.ZodString>;
            }, z.core.$loose>>;
            id: z.ZodOptional<z.ZodString>;
            token: z.ZodOptional<z.ZodString>;
            url: z.ZodString;
        }, z.core.$loose>;
        taskId: z.ZodString;
    }, z.core.$loose>;
}, z.core.$loose>;
/** GetTaskPushNotificationConfigParams (a2a.json (JSON-RPC dialect of protocol version 0.3), protocol version 0.3). */
declare const J_GetTaskPushNotificationConfigParams: z.ZodObject<{
    id: z.ZodString;
    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
    pushNotificationConfigId: z.ZodOptional<z.ZodString>;
}, z.core.$loose>;
/** GetTaskPushNotificationConfigRequest (a2a.json (JSON-RPC dialect of protocol version 0.3), protocol version 0.3). */
declare const J_GetTaskPushNotificationConfigRequest: z.ZodObject<{
    id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber]>;
    jsonrpc: z.ZodLiteral<"2.0">;
    method: z.ZodLiteral<"tasks/pushNotificationConfig/get">;
    params: z.ZodUnion<readonly [z.ZodObject<{
        id: z.ZodString;
        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
    }, z.core.$loose>, z.ZodObject<{
        id: z.ZodString;
        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
        pushNotificationConfigId: z.ZodOptional<z.ZodString>;
    }, z.core.$loose>]>;
}, z.core.$loose>;
/** TaskResubscriptionRequest (a2a.json (JSON-RPC dialect of protocol version 0.3), protocol version 0.3). */
declare const J_TaskResubscriptionRequest: z.ZodObject<{
    id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber]>;
    jsonrpc: z.ZodLiteral<"2.0">;
    method: z.ZodLiteral<"tasks/resubscribe">;
    params: z.ZodObject<{
        id: z.ZodString;
        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
    }, z.core.$loose>;
}, z.core.$loose>;
/** ListTaskPushNotificationConfigParams (a2a.json (JSON-RPC dialect of protocol version 0.3), protocol version 0.3). */
declare const J_ListTaskPushNotificationConfigParams: z.ZodObject<{
    id: z.ZodString;
    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
}, z.core.$loose>;
/** ListTaskPushNotificationConfigRequest (a2a.json (JSON-RPC dialect of protocol version 0.3), protocol version 0.3). */
declare const J_ListTaskPushNotificationConfigRequest: z.ZodObject<{
    id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber]>;
    jsonrpc: z.ZodLiteral<"2.0">;
    method: z.ZodLiteral<"tasks/pushNotificationConfig/list">;
    params: z.ZodObject<{
        id: z.ZodString;
        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
    }, z.core.$loose>;
}, z.core.$loose>;
/** DeleteTaskPushNotificationConfigParams (a2a.json (JSON-RPC dialect of protocol version 0.3), protocol version 0.3). */
declare const J_DeleteTaskPushNotificationConfigParams: z.ZodObject<{
    id: z.ZodString;
    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
    pushNotificationConfigId: z.ZodString;
}, z.core.$loose>;
/** DeleteTaskPushNotificationConfigRequest (a2a.json (JSON-RPC dialect of protocol version 0.3), protocol version 0.3). */
declare const J_DeleteTaskPushNotificationConfigRequest: z.ZodObject<{
    id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber]>;
    jsonrpc: z.ZodLiteral<"2.0">;
    method: z.ZodLiteral<"tasks/pushNotificationConfig/delete">;
    params: z.ZodObject<{
        id: z.ZodString;
        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
        pushNotificationConfigId: z.ZodString;
    }, z.core.$loose>;
}, z.core.$loose>;
/** GetAuthenticatedExtendedCardRequest (a2a.json (JSON-RPC dialect of protocol version 0.3), protocol version 0.3). */
declare const J_GetAuthenticatedExtendedCardRequest: z.ZodObject<{
    id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber]>;
    jsonrpc: z.ZodLiteral<"2.0">;
    method: z.ZodLiteral<"agent/getAuthenticatedExtendedCard">;
}, z.core.$loose>;
/** A2ARequest (a2a.json (JSON-RPC dialect of protocol version 0.3), protocol version 0.3). */
declare const J_A2ARequest: z.ZodDiscriminatedUnion<[z.ZodObject<{
    id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber]>;
    jsonrpc: z.ZodLiteral<"2.0">;
    method: z.ZodLiteral<"message/send">;
    params: z.ZodObject<{
        configuration: z.ZodOptional<z.ZodObject<{
            acceptedOutputModes: z.ZodOptional<z.ZodArray<z.ZodString>>;
            blocking: z.ZodOptional<z.ZodBoolean>;
            historyLength: z.ZodOptional<z.ZodNumber>;
            pushNotificationConfig: z.ZodOptional<z.ZodObject<{
                authentication: z.ZodOptional<z.ZodObject<{
                    credentials: z.ZodOptional<z.ZodString>;
                    schemes: z.ZodArray<z.ZodString>;
                }, z.core.$loose>>;
                id: z.ZodOptional<z.ZodString>;
                token: z.ZodOptional<z.ZodString>;
                url: z.ZodString;
            }, z.core.$loose>>;
        }, z.core.$loose>>;
        message: z.ZodObject<{
            contextId: z.ZodOptional<z.ZodString>;
            extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
            kind: z.ZodLiteral<"message">;
            messageId: z.ZodString;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                kind: z.ZodLiteral<"text">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                text: z.ZodString;
            }, z.core.$loose>, z.ZodObject<{
                file: z.ZodUnion<readonly [z.ZodObject<{
                    bytes: z.ZodString;
                    mimeType: z.ZodOptional<z.ZodString>;
                    name: z.ZodOptional<z.ZodString>;
                }, z.core.$loose>, z.ZodObject<{
                    mimeType: z.ZodOptional<z.ZodString>;
                    name: z.ZodOptional<z.ZodString>;
                    uri: z.ZodString;
                }, z.core.$loose>]>;
                kind: z.ZodLiteral<"file">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            }, z.core.$loose>, z.ZodObject<{
                data: z.ZodObject<{}, z.core.$loose>;
                kind: z.ZodLiteral<"data">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            }, z.core.$loose>], "kind">>;
            referenceTaskIds: z.ZodOptional<z.ZodArray<z.ZodString>>;
            role: z.ZodEnum<{
                agent: "agent";
                user: "user";
            }>;
            taskId: z.ZodOptional<z.ZodString>;
        }, z.core.$loose>;
        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
    }, z.core.$loose>;
}, z.core.$loose>, z.ZodObject<{
    id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber]>;
    jsonrpc: z.ZodLiteral<"2.0">;
    method: z.ZodLiteral<"message/stream">;
    params: z.ZodObject<{
        configuration: z.ZodOptional<z.ZodObject<{
            acceptedOutputModes: z.ZodOptional<z.ZodArray<z.ZodString>>;
            blocking: z.ZodOptional<z.ZodBoolean>;
            historyLength: z.ZodOptional<z.ZodNumber>;
            pushNotificationConfig: z.ZodOptional<z.ZodObject<{
                authentication: z.ZodOptional<z.ZodObject<{
                    credentials: z.ZodOptional<z.ZodString>;
                    schemes: z.ZodArray<z.ZodString>;
                }, z.core.$loose>>;
                id: z.ZodOptional<z.ZodString>;
                token: z.ZodOptional<z.ZodString>;
                url: z.ZodString;
            }, z.core.$loose>>;
        }, z.core.$loose>>;
        message: z.ZodObject<{
            contextId: z.ZodOptional<z.ZodString>;
            extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
            kind: z.ZodLiteral<"message">;
            messageId: z.ZodString;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                kind: z.ZodLiteral<"text">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                text: z.ZodString;
            }, z.core.$loose>, z.ZodObject<{
                file: z.ZodUnion<readonly [z.ZodObject<{
                    bytes: z.ZodString;
                    mimeType: z.ZodOptional<z.ZodString>;
                    name: z.ZodOptional<z.ZodString>;
                }, z.core.$loose>, z.ZodObject<{
                    mimeType: z.ZodOptional<z.ZodString>;
                    name: z.ZodOptional<z.ZodString>;
                    uri: z.ZodString;
                }, z.core.$loose>]>;
                kind: z.ZodLiteral<"file">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            }, z.core.$loose>, z.ZodObject<{
                data: z.ZodObject<{}, z.core.$loose>;
                kind: z.ZodLiteral<"data">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            }, z.core.$loose>], "kind">>;
            referenceTaskIds: z.ZodOptional<z.ZodArray<z.ZodString>>;
            role: z.ZodEnum<{
                agent: "agent";
                user: "user";
            }>;
            taskId: z.ZodOptional<z.ZodString>;
        }, z.core.$loose>;
        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
    }, z.core.$loose>;
}, z.core.$loose>, z.ZodObject<{
    id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber]>;
    jsonrpc: z.ZodLiteral<"2.0">;
    method: z.ZodLiteral<"tasks/get">;
    params: z.ZodObject<{
        historyLength: z.ZodOptional<z.ZodNumber>;
        id: z.ZodString;
        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
    }, z.core.$loose>;
}, z.core.$loose>, z.ZodObject<{
    id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber]>;
    jsonrpc: z.ZodLiteral<"2.0">;
    method: z.ZodLiteral<"tasks/cancel">;
    params: z.ZodObject<{
        id: z.ZodString;
        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
    }, z.core.$loose>;
}, z.core.$loose>, z.ZodObject<{
    id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber]>;
    jsonrpc: z.ZodLiteral<"2.0">;
    method: z.ZodLiteral<"tasks/pushNotificationConfig/set">;
    params: z.ZodObject<{
        pushNotificationConfig: z.ZodObject<{
            authentication: z.ZodOptional<z.ZodObject<{
                credentials: z.ZodOptional<z.ZodString>;
                schemes: z.ZodArray<z.ZodString>;
            }, z.core.$loose>>;
            id: z.ZodOptional<z.ZodString>;
            token: z.ZodOptional<z.ZodString>;
            url: z.ZodString;
        }, z.core.$loose>;
        taskId: z.ZodString;
    }, z.core.$loose>;
}, z.core.$loose>, z.ZodObject<{
    id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber]>;
    jsonrpc: z.ZodLiteral<"2.0">;
    method: z.ZodLiteral<"tasks/pushNotificationConfig/get">;
    params: z.ZodUnion<readonly [z.ZodObject<{
        id: z.ZodString;
        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
    }, z.core.$loose>, z.ZodObject<{
        id: z.ZodString;
        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
        pushNotificationConfigId: z.ZodOptional<z.ZodString>;
    }, z.core.$loose>]>;
}, z.core.$loose>, z.ZodObject<{
    id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber]>;
    jsonrpc: z.ZodLiteral<"2.0">;
    method: z.ZodLiteral<"tasks/resubscribe">;
    params: z.ZodObject<{
        id: z.ZodString;
        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
    }, z.core.$loose>;
}, z.core.$loose>, z.ZodObject<{
    id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber]>;
    jsonrpc: z.ZodLiteral<"2.0">;
    method: z.ZodLiteral<"tasks/pushNotificationConfig/list">;
    params: z.ZodObject<{
        id: z.ZodString;
        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
    }, z.core.$loose>;
}, z.core.$loose>, z.ZodObject<{
    id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber]>;
    jsonrpc: z.ZodLiteral<"2.0">;
    method: z.ZodLiteral<"tasks/pushNotificationConfig/delete">;
    params: z.ZodObject<{
        id: z.ZodString;
        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
        pushNotificationConfigId: z.ZodString;
    }, z.core.$loose>;
}, z.core.$loose>, z.ZodObject<{
    id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber]>;
    jsonrpc: z.ZodLiteral<"2.0">;
    method: z.ZodLiteral<"agent/getAuthenticatedExtendedCard">;
}, z.core.$loose>], "method">;
/** APIKeySecurityScheme (a2a.json (JSON-RPC dialect of protocol version 0.3), protocol version 0.3). */
declare const J_APIKeySecurityScheme: z.ZodObject<{
    description: z.ZodOptional<z.ZodString>;
    in: z.ZodEnum<{
        query: "query";
        header: "header";
        cookie: "cookie";
    }>;
    name: z.ZodString;
    type: z.ZodLiteral<"apiKey">;
}, z.core.$loose>;
/** AgentExtension (a2a.json (JSON-RPC dialect of protocol version 0.3), protocol version 0.3). */
declare const J_AgentExtension: z.ZodObject<{
    description: z.ZodOptional<z.ZodString>;
    params: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
    required: z.ZodOptional<z.ZodBoolean>;
    uri: z.ZodString;
}, z.core.$loose>;
/** AgentCapabilities (a2a.json (JSON-RPC dialect of protocol version 0.3), protocol version 0.3). */
declare const J_AgentCapabilities: z.ZodObject<{
    extensions: z.ZodOptional<z.ZodArray<z.ZodObject<{
        description: z.ZodOptional<z.ZodString>;
        params: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
        required: z.ZodOptional<z.ZodBoolean>;
        uri: z.ZodString;
    }, z.core.$loose>>>;
    pushNotifications: z.ZodOptional<z.ZodBoolean>;
    stateTransitionHistory: z.ZodOptional<z.ZodBoolean>;
    streaming: z.ZodOptional<z.ZodBoolean>;
}, z.core.$loose>;
/** AgentInterface (a2a.json (JSON-RPC dialect of protocol version 0.3), protocol version 0.3). */
declare const J_AgentInterface: z.ZodObject<{
    transport: z.ZodString;
    url: z.ZodString;
}, z.core.$loose>;
/** AgentProvider (a2a.json (JSON-RPC dialect of protocol version 0.3), protocol version 0.3). */
declare const J_AgentProvider: z.ZodObject<{
    organization: z.ZodString;
    url: z.ZodString;
}, z.core.$loose>;
/** HTTPAuthSecurityScheme (a2a.json (JSON-RPC dialect of protocol version 0.3), protocol version 0.3). */
declare const J_HTTPAuthSecurityScheme: z.ZodObject<{
    bearerFormat: z.ZodOptional<z.ZodString>;
    description: z.ZodOptional<z.ZodString>;
    scheme: z.ZodString;
    type: z.ZodLiteral<"http">;
}, z.core.$loose>;
/** AuthorizationCodeOAuthFlow (a2a.json (JSON-RPC dialect of protocol version 0.3), protocol version 0.3). */
declare const J_AuthorizationCodeOAuthFlow: z.ZodObject<{
    authorizationUrl: z.ZodString;
    refreshUrl: z.ZodOptional<z.ZodString>;
    scopes: z.ZodPreprocess<z.ZodObject<{}, z.core.$catchall<z.ZodString>>, unknown>;
    tokenUrl: z.ZodString;
}, z.core.$loose>;
/** ClientCredentialsOAuthFlow (a2a.json (JSON-RPC dialect of protocol version 0.3), protocol version 0.3). */
declare const J_ClientCredentialsOAuthFlow: z.ZodObject<{
    refreshUrl: z.ZodOptional<z.ZodString>;
    scopes: z.ZodPreprocess<z.ZodObject<{}, z.core.$catchall<z.ZodString>>, unknown>;
    tokenUrl: z.ZodString;
}, z.core.$loose>;
/** ImplicitOAuthFlow (a2a.json (JSON-RPC dialect of protocol version 0.3), protocol version 0.3). */
declare const J_ImplicitOAuthFlow: z.ZodObject<{
    authorizationUrl: z.ZodString;
    refreshUrl: z.ZodOptional<z.ZodString>;
    scopes: z.ZodPreprocess<z.ZodObject<{}, z.core.$catchall<z.ZodString>>, unknown>;
}, z.core.$loose>;
/** PasswordOAuthFlow (a2a.json (JSON-RPC dialect of protocol version 0.3), protocol version 0.3). */
declare const J_PasswordOAuthFlow: z.ZodObject<{
    refreshUrl: z.ZodOptional<z.ZodString>;
    scopes: z.ZodPreprocess<z.ZodObject<{}, z.core.$catchall<z.ZodString>>, unknown>;
    tokenUrl: z.ZodString;
}, z.core.$loose>;
/** OAuthFlows (a2a.json (JSON-RPC dialect of protocol version 0.3), protocol version 0.3). */
declare const J_OAuthFlows: z.ZodObject<{
    authorizationCode: z.ZodOptional<z.ZodObject<{
        authorizationUrl: z.ZodString;
        refreshUrl: z.ZodOptional<z.ZodString>;
        scopes: z.ZodPreprocess<z.ZodObject<{}, z.core.$catchall<z.ZodString>>, unknown>;
        tokenUrl: z.ZodString;
    }, z.core.$loose>>;
    clientCredentials: z.ZodOptional<z.ZodObject<{
        refreshUrl: z.ZodOptional<z.ZodString>;
        scopes: z.ZodPreprocess<z.ZodObject<{}, z.core.$catchall<z.ZodString>>, unknown>;
        tokenUrl: z.ZodString;
    }, z.core.$loose>>;
    implicit: z.ZodOptional<z.ZodObject<{
        authorizationUrl: z.ZodString;
        refreshUrl: z.ZodOptional<z.ZodString>;
        scopes: z.ZodPreprocess<z.ZodObject<{}, z.core.$catchall<z.ZodString>>, unknown>;
    }, z.core.$loose>>;
    password: z.ZodOptional<z.ZodObject<{
        refreshUrl: z.ZodOptional<z.ZodString>;
        scopes: z.ZodPreprocess<z.ZodObject<{}, z.core.$catchall<z.ZodString>>, unknown>;
        tokenUrl: z.ZodString;
    }, z.core.$loose>>;
}, z.core.$loose>;
/** OAuth2SecurityScheme (a2a.json (JSON-RPC dialect of protocol version 0.3), protocol version 0.3). */
declare const J_OAuth2SecurityScheme: z.ZodObject<{
    description: z.ZodOptional<z.ZodString>;
    flows: z.ZodObject<{
        authorizationCode: z.ZodOptional<z.ZodObject<{
            authorizationUrl: z.ZodString;
            refreshUrl: z.ZodOptional<z.ZodString>;
            scopes: z.ZodPreprocess<z.ZodObject<{}, z.core.$catchall<z.ZodString>>, unknown>;
            tokenUrl: z.ZodString;
        }, z.core.$loose>>;
        clientCredentials: z.ZodOptional<z.ZodObject<{
            refreshUrl: z.ZodOptional<z.ZodString>;
            scopes: z.ZodPreprocess<z.ZodObject<{}, z.core.$catchall<z.ZodString>>, unknown>;
            tokenUrl: z.ZodString;
        }, z.core.$loose>>;
        implicit: z.ZodOptional<z.ZodObject<{
            authorizationUrl: z.ZodString;
            refreshUrl: z.ZodOptional<z.ZodString>;
            scopes: z.ZodPreprocess<z.ZodObject<{}, z.core.$catchall<z.ZodString>>, unknown>;
        }, z.core.$loose>>;
        password: z.ZodOptional<z.ZodObject<{
            refreshUrl: z.ZodOptional<z.ZodString>;
            scopes: z.ZodPreprocess<z.ZodObject<{}, z.core.$catchall<z.ZodString>>, unknown>;
            tokenUrl: z.ZodString;
        }, z.core.$loose>>;
    }, z.core.$loose>;
    oauth2MetadataUrl: z.ZodOptional<z.ZodString>;
    type: z.ZodLiteral<"oauth2">;
}, z.core.$loose>;
/** OpenIdConnectSecurityScheme (a2a.json (JSON-RPC dialect of protocol version 0.3), protocol version 0.3). */
declare const J_OpenIdConnectSecurityScheme: z.ZodObject<{
    description: z.ZodOptional<z.ZodString>;
    openIdConnectUrl: z.ZodString;
    type: z.ZodLiteral<"openIdConnect">;
}, z.core.$loose>;
/** MutualTLSSecurityScheme (a2a.json (JSON-RPC dialect of protocol version 0.3), protocol version 0.3). */
declare const J_MutualTLSSecurityScheme: z.ZodObject<{
    description: z.ZodOptional<z.ZodString>;
    type: z.ZodLiteral<"mutualTLS">;
}, z.core.$loose>;
/** SecurityScheme (a2a.json (JSON-RPC dialect of protocol version 0.3), protocol version 0.3). */
declare const J_SecurityScheme: z.ZodDiscriminatedUnion<[z.ZodObject<{
    description: z.ZodOptional<z.ZodString>;
    in: z.ZodEnum<{
        query: "query";
        header: "header";
        cookie: "cookie";
    }>;
    name: z.ZodString;
    type: z.ZodLiteral<"apiKey">;
}, z.core.$loose>, z.ZodObject<{
    bearerFormat: z.ZodOptional<z.ZodString>;
    description: z.ZodOptional<z.ZodString>;
    scheme: z.ZodString;
    type: z.ZodLiteral<"http">;
}, z.core.$loose>, z.ZodObject<{
    description: z.ZodOptional<z.ZodString>;
    flows: z.ZodObject<{
        authorizationCode: z.ZodOptional<z.ZodObject<{
            authorizationUrl: z.ZodString;
            refreshUrl: z.ZodOptional<z.ZodString>;
            scopes: z.ZodPreprocess<z.ZodObject<{}, z.core.$catchall<z.ZodString>>, unknown>;
            tokenUrl: z.ZodString;
        }, z.core.$loose>>;
        clientCredentials: z.ZodOptional<z.ZodObject<{
            refreshUrl: z.ZodOptional<z.ZodString>;
            scopes: z.ZodPreprocess<z.ZodObject<{}, z.core.$catchall<z.ZodString>>, unknown>;
            tokenUrl: z.ZodString;
        }, z.core.$loose>>;
        implicit: z.ZodOptional<z.ZodObject<{
            authorizationUrl: z.ZodString;
            refreshUrl: z.ZodOptional<z.ZodString>;
            scopes: z.ZodPreprocess<z.ZodObject<{}, z.core.$catchall<z.ZodString>>, unknown>;
        }, z.core.$loose>>;
        password: z.ZodOptional<z.ZodObject<{
            refreshUrl: z.ZodOptional<z.ZodString>;
            scopes: z.ZodPreprocess<z.ZodObject<{}, z.core.$catchall<z.ZodString>>, unknown>;
            tokenUrl: z.ZodString;
        }, z.core.$loose>>;
    }, z.core.$loose>;
    oauth2MetadataUrl: z.ZodOptional<z.ZodString>;
    type: z.ZodLiteral<"oauth2">;
}, z.core.$loose>, z.ZodObject<{
    description: z.ZodOptional<z.ZodString>;
    openIdConnectUrl: z.ZodString;
    type: z.ZodLiteral<"openIdConnect">;
}, z.core.$loose>, z.ZodObject<{
    description: z.ZodOptional<z.ZodString>;
    type: z.ZodLiteral<"mutualTLS">;
}, z.core.$loose>], "type">;
/** AgentCardSignature (a2a.json (JSON-RPC dialect of protocol version 0.3), protocol version 0.3). */
declare const J_AgentCardSignature: z.ZodObject<{
    header: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
    protected: z.ZodString;
    signature: z.ZodString;
}, z.core.$loose>;
/** AgentSkill (a2a.json (JSON-RPC dialect of protocol version 0.3), protocol version 0.3). */
declare const J_AgentSkill: z.ZodObject<{
    description: z.ZodString;
    examples: z.ZodOptional<z.ZodArray<z.ZodString>>;
    id: z.ZodString;
    inputModes: z.ZodOptional<z.ZodArray<z.ZodString>>;
    name: z.ZodString;
    outputModes: z.ZodOptional<z.ZodArray<z.ZodString>>;
    security: z.ZodOptional<z.ZodArray<z.ZodPreprocess<z.ZodObject<{}, z.core.$catchall<z.ZodArray<z.ZodString>>>, unknown>>>;
    tags: z.ZodArray<z.ZodString>;
}, z.core.$loose>;
/** AgentCard (a2a.json (JSON-RPC dialect of protocol version 0.3), protocol version 0.3). */
declare const J_AgentCard: z.ZodObject<{
    additionalInterfaces: z.ZodOptional<z.ZodArray<z.ZodObject<{
        transport: z.ZodString;
        url: z.ZodString;
    }, z.core.$loose>>>;
    capabilities: z.ZodObject<{
        extensions: z.ZodOptional<z.ZodArray<z.ZodObject<{
            description: z.ZodOptional<z.ZodString>;
            params: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            required: z.ZodOptional<z.ZodBoolean>;
            uri: z.ZodString;
        }, z.core.$loose>>>;
        pushNotifications: z.ZodOptional<z.ZodBoolean>;
        stateTransitionHistory: z.ZodOptional<z.ZodBoolean>;
        streaming: z.ZodOptional<z.ZodBoolean>;
    }, z.core.$loose>;
    defaultInputModes: z.ZodArray<z.ZodString>;
    defaultOutputModes: z.ZodArray<z.ZodString>;
    description: z.ZodString;
    documentationUrl: z.ZodOptional<z.ZodString>;
    iconUrl: z.ZodOptional<z.ZodString>;
    name: z.ZodString;
    preferredTransport: z.ZodOptional<z.ZodString>;
    protocolVersion: z.ZodString;
    provider: z.ZodOptional<z.ZodObject<{
        organization: z.ZodString;
        url: z.ZodString;
    }, z.core.$loose>>;
    security: z.ZodOptional<z.ZodArray<z.ZodPreprocess<z.ZodObject<{}, z.core.$catchall<z.ZodArray<z.ZodString>>>, unknown>>>;
    securitySchemes: z.ZodOptional<z.ZodPreprocess<z.ZodObject<{}, z.core.$catchall<z.ZodDiscriminatedUnion<[z.ZodObject<{
        description: z.ZodOptional<z.ZodString>;
        in: z.ZodEnum<{
            query: "query";
            header: "header";
            cookie: "cookie";
        }>;
        name: z.ZodString;
        type: z.ZodLiteral<"apiKey">;
    }, z.core.$loose>, z.ZodObject<{
        bearerFormat: z.ZodOptional<z.ZodString>;
        description: z.ZodOptional<z.ZodString>;
        scheme: z.ZodString;
        type: z.ZodLiteral<"http">;
    }, z.core.$loose>, z.ZodObject<{
        description: z.ZodOptional<z.ZodString>;
        flows: z.ZodObject<{
            authorizationCode: z.ZodOptional<z.ZodObject<{
                authorizationUrl: z.ZodString;
                refreshUrl: z.ZodOptional<z.ZodString>;
                scopes: z.ZodPreprocess<z.ZodObject<{}, z.core.$catchall<z.ZodString>>, unknown>;
                tokenUrl: z.ZodString;
            }, z.core.$loose>>;
            clientCredentials: z.ZodOptional<z.ZodObject<{
                refreshUrl: z.ZodOptional<z.ZodString>;
                scopes: z.ZodPreprocess<z.ZodObject<{}, z.core.$catchall<z.ZodString>>, unknown>;
                tokenUrl: z.ZodString;
            }, z.core.$loose>>;
            implicit: z.ZodOptional<z.ZodObject<{
                authorizationUrl: z.ZodString;
                refreshUrl: z.ZodOptional<z.ZodString>;
                scopes: z.ZodPreprocess<z.ZodObject<{}, z.core.$catchall<z.ZodString>>, unknown>;
            }, z.core.$loose>>;
            password: z.ZodOptional<z.ZodObject<{
                refreshUrl: z.ZodOptional<z.ZodString>;
                scopes: z.ZodPreprocess<z.ZodObject<{}, z.core.$catchall<z.ZodString>>, unknown>;
                tokenUrl: z.ZodString;
            }, z.core.$loose>>;
        }, z.core.$loose>;
        oauth2MetadataUrl: z.ZodOptional<z.ZodString>;
        type: z.ZodLiteral<"oauth2">;
    }, z.core.$loose>, z.ZodObject<{
        description: z.ZodOptional<z.ZodString>;
        openIdConnectUrl: z.ZodString;
        type: z.ZodLiteral<"openIdConnect">;
    }, z.core.$loose>, z.ZodObject<{
        description: z.ZodOptional<z.ZodString>;
        type: z.ZodLiteral<"mutualTLS">;
    }, z.core.$loose>], "type">>>, unknown>>;
    signatures: z.ZodOptional<z.ZodArray<z.ZodObject<{
        header: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
        protected: z.ZodString;
        signature: z.ZodString;
    }, z.core.$loose>>>;
    skills: z.ZodArray<z.ZodObject<{
        description: z.ZodString;
        examples: z.ZodOptional<z.ZodArray<z.ZodString>>;
        id: z.ZodString;
        inputModes: z.ZodOptional<z.ZodArray<z.ZodString>>;
        name: z.ZodString;
        outputModes: z.ZodOptional<z.ZodArray<z.ZodString>>;
        security: z.ZodOptional<z.ZodArray<z.ZodPreprocess<z.ZodObject<{}, z.core.$catchall<z.ZodArray<z.ZodString>>>, unknown>>>;
        tags: z.ZodArray<z.ZodString>;
    }, z.core.$loose>>;
    supportsAuthenticatedExtendedCard: z.ZodOptional<z.ZodBoolean>;
    url: z.ZodString;
    version: z.ZodString;
}, z.core.$loose>;
/** Artifact (a2a.json (JSON-RPC dialect of protocol version 0.3), protocol version 0.3). */
declare const J_Artifact: z.ZodObject<{
    artifactId: z.ZodString;
    description: z.ZodOptional<z.ZodString>;
    extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
    name: z.ZodOptional<z.ZodString>;
    parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
        kind: z.ZodLiteral<"text">;
        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
        text: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        file: z.ZodUnion<readonly [z.ZodObject<{
            bytes: z.ZodString;
            mimeType: z.ZodOptional<z.ZodString>;
            name: z.ZodOptional<z.ZodString>;
        }, z.core.$loose>, z.ZodObject<{
            mimeType: z.ZodOptional<z.ZodString>;
            name: z.ZodOptional<z.ZodString>;
            uri: z.ZodString;
        }, z.core.$loose>]>;
        kind: z.ZodLiteral<"file">;
        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
    }, z.core.$loose>, z.ZodObject<{
        data: z.ZodObject<{}, z.core.$loose>;
        kind: z.ZodLiteral<"data">;
        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
    }, z.core.$loose>], "kind">>;
}, z.core.$loose>;
/** JSONRPCError (a2a.json (JSON-RPC dialect of protocol version 0.3), protocol version 0.3). */
declare const J_JSONRPCError: z.ZodObject<{
    code: z.ZodNumber;
    data: z.ZodOptional<z.ZodUnknown>;
    message: z.ZodString;
}, z.core.$loose>;
/** JSONRPCErrorResponse (a2a.json (JSON-RPC dialect of protocol version 0.3), protocol version 0.3). */
declare const J_JSONRPCErrorResponse: z.ZodObject<{
    error: z.ZodUnion<readonly [z.ZodObject<{
        code: z.ZodNumber;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32700>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32600>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32601>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32602>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32603>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32001>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32002>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32003>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32004>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32005>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32006>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32007>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>]>;
    id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodNull]>;
    jsonrpc: z.ZodLiteral<"2.0">;
}, z.core.$loose>;
/** TaskState (a2a.json (JSON-RPC dialect of protocol version 0.3), protocol version 0.3). */
declare const J_TaskState: z.ZodEnum<{
    unknown: "unknown";
    submitted: "submitted";
    working: "working";
    "input-required": "input-required";
    completed: "completed";
    canceled: "canceled";
    failed: "failed";
    rejected: "rejected";
    "auth-required": "auth-required";
}>;
/** TaskStatus (a2a.json (JSON-RPC dialect of protocol version 0.3), protocol version 0.3). */
declare const J_TaskStatus: z.ZodObject<{
    message: z.ZodOptional<z.ZodObject<{
        contextId: z.ZodOptional<z.ZodString>;
        extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
        kind: z.ZodLiteral<"message">;
        messageId: z.ZodString;
        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
        parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
            kind: z.ZodLiteral<"text">;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            text: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            file: z.ZodUnion<readonly [z.ZodObject<{
                bytes: z.ZodString;
                mimeType: z.ZodOptional<z.ZodString>;
                name: z.ZodOptional<z.ZodString>;
            }, z.core.$loose>, z.ZodObject<{
                mimeType: z.ZodOptional<z.ZodString>;
                name: z.ZodOptional<z.ZodString>;
                uri: z.ZodString;
            }, z.core.$loose>]>;
            kind: z.ZodLiteral<"file">;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
        }, z.core.$loose>, z.ZodObject<{
            data: z.ZodObject<{}, z.core.$loose>;
            kind: z.ZodLiteral<"data">;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
        }, z.core.$loose>], "kind">>;
        referenceTaskIds: z.ZodOptional<z.ZodArray<z.ZodString>>;
        role: z.ZodEnum<{
            agent: "agent";
            user: "user";
        }>;
        taskId: z.ZodOptional<z.ZodString>;
    }, z.core.$loose>>;
    state: z.ZodEnum<{
        unknown: "unknown";
        submitted: "submitted";
        working: "working";
        "input-required": "input-required";
        completed: "completed";
        canceled: "canceled";
        failed: "failed";
        rejected: "rejected";
        "auth-required": "auth-required";
    }>;
    timestamp: z.ZodOptional<z.ZodString>;
}, z.core.$loose>;
/** Task (a2a.json (JSON-RPC dialect of protocol version 0.3), protocol version 0.3). */
declare const J_Task: z.ZodObject<{
    artifacts: z.ZodOptional<z.ZodArray<z.ZodObject<{
        artifactId: z.ZodString;
        description: z.ZodOptional<z.ZodString>;
        extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
        name: z.ZodOptional<z.ZodString>;
        parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
            kind: z.ZodLiteral<"text">;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            text: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            file: z.ZodUnion<readonly [z.ZodObject<{
                bytes: z.ZodString;
                mimeType: z.ZodOptional<z.ZodString>;
                name: z.ZodOptional<z.ZodString>;
            }, z.core.$loose>, z.ZodObject<{
                mimeType: z.ZodOptional<z.ZodString>;
                name: z.ZodOptional<z.ZodString>;
                uri: z.ZodString;
            }, z.core.$loose>]>;
            kind: z.ZodLiteral<"file">;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
        }, z.core.$loose>, z.ZodObject<{
            data: z.ZodObject<{}, z.core.$loose>;
            kind: z.ZodLiteral<"data">;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
        }, z.core.$loose>], "kind">>;
    }, z.core.$loose>>>;
    contextId: z.ZodString;
    history: z.ZodOptional<z.ZodArray<z.ZodObject<{
        contextId: z.ZodOptional<z.ZodString>;
        extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
        kind: z.ZodLiteral<"message">;
        messageId: z.ZodString;
        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
        parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
            kind: z.ZodLiteral<"text">;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            text: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            file: z.ZodUnion<readonly [z.ZodObject<{
                bytes: z.ZodString;
                mimeType: z.ZodOptional<z.ZodString>;
                name: z.ZodOptional<z.ZodString>;
            }, z.core.$loose>, z.ZodObject<{
                mimeType: z.ZodOptional<z.ZodString>;
                name: z.ZodOptional<z.ZodString>;
                uri: z.ZodString;
            }, z.core.$loose>]>;
            kind: z.ZodLiteral<"file">;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
        }, z.core.$loose>, z.ZodObject<{
            data: z.ZodObject<{}, z.core.$loose>;
            kind: z.ZodLiteral<"data">;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
        }, z.core.$loose>], "kind">>;
        referenceTaskIds: z.ZodOptional<z.ZodArray<z.ZodString>>;
        role: z.ZodEnum<{
            agent: "agent";
            user: "user";
        }>;
        taskId: z.ZodOptional<z.ZodString>;
    }, z.core.$loose>>>;
    id: z.ZodString;
    kind: z.ZodLiteral<"task">;
    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
    status: z.ZodObject<{
        message: z.ZodOptional<z.ZodObject<{
            contextId: z.ZodOptional<z.ZodString>;
            extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
            kind: z.ZodLiteral<"message">;
            messageId: z.ZodString;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                kind: z.ZodLiteral<"text">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                text: z.ZodString;
            }, z.core.$loose>, z.ZodObject<{
                file: z.ZodUnion<readonly [z.ZodObject<{
                    bytes: z.ZodString;
                    mimeType: z.ZodOptional<z.ZodString>;
                    name: z.ZodOptional<z.ZodString>;
                }, z.core.$loose>, z.ZodObject<{
                    mimeType: z.ZodOptional<z.ZodString>;
                    name: z.ZodOptional<z.ZodString>;
                    uri: z.ZodString;
                }, z.core.$loose>]>;
                kind: z.ZodLiteral<"file">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            }, z.core.$loose>, z.ZodObject<{
                data: z.ZodObject<{}, z.core.$loose>;
                kind: z.ZodLiteral<"data">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            }, z.core.$loose>], "kind">>;
            referenceTaskIds: z.ZodOptional<z.ZodArray<z.ZodString>>;
            role: z.ZodEnum<{
                agent: "agent";
                user: "user";
            }>;
            taskId: z.ZodOptional<z.ZodString>;
        }, z.core.$loose>>;
        state: z.ZodEnum<{
            unknown: "unknown";
            submitted: "submitted";
            working: "working";
            "input-required": "input-required";
            completed: "completed";
            canceled: "canceled";
            failed: "failed";
            rejected: "rejected";
            "auth-required": "auth-required";
        }>;
        timestamp: z.ZodOptional<z.ZodString>;
    }, z.core.$loose>;
}, z.core.$loose>;
/** CancelTaskSuccessResponse (a2a.json (JSON-RPC dialect of protocol version 0.3), protocol version 0.3). */
declare const J_CancelTaskSuccessResponse: z.ZodObject<{
    id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodNull]>;
    jsonrpc: z.ZodLiteral<"2.0">;
    result: z.ZodObject<{
        artifacts: z.ZodOptional<z.ZodArray<z.ZodObject<{
            artifactId: z.ZodString;
            description: z.ZodOptional<z.ZodString>;
            extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            name: z.ZodOptional<z.ZodString>;
            parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                kind: z.ZodLiteral<"text">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                text: z.ZodString;
            }, z.core.$loose>, z.ZodObject<{
                file: z.ZodUnion<readonly [z.ZodObject<{
                    bytes: z.ZodString;
                    mimeType: z.ZodOptional<z.ZodString>;
                    name: z.ZodOptional<z.ZodString>;
                }, z.core.$loose>, z.ZodObject<{
                    mimeType: z.ZodOptional<z.ZodString>;
                    name: z.ZodOptional<z.ZodString>;
                    uri: z.ZodString;
                }, z.core.$loose>]>;
                kind: z.ZodLiteral<"file">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            }, z.core.$loose>, z.ZodObject<{
                data: z.ZodObject<{}, z.core.$loose>;
                kind: z.ZodLiteral<"data">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            }, z.core.$loose>], "kind">>;
        }, z.core.$loose>>>;
        contextId: z.ZodString;
        history: z.ZodOptional<z.ZodArray<z.ZodObject<{
            contextId: z.ZodOptional<z.ZodString>;
            extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
            kind: z.ZodLiteral<"message">;
            messageId: z.ZodString;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                kind: z.ZodLiteral<"text">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                text: z.ZodString;
            }, z.core.$loose>, z.ZodObject<{
                file: z.ZodUnion<readonly [z.ZodObject<{
                    bytes: z.ZodString;
                    mimeType: z.ZodOptional<z.ZodString>;
                    name: z.ZodOptional<z.ZodString>;
                }, z.core.$loose>, z.ZodObject<{
                    mimeType: z.ZodOptional<z.ZodString>;
                    name: z.ZodOptional<z.ZodString>;
                    uri: z.ZodString;
                }, z.core.$loose>]>;
                kind: z.ZodLiteral<"file">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            }, z.core.$loose>, z.ZodObject<{
                data: z.ZodObject<{}, z.core.$loose>;
                kind: z.ZodLiteral<"data">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            }, z.core.$loose>], "kind">>;
            referenceTaskIds: z.ZodOptional<z.ZodArray<z.ZodString>>;
            role: z.ZodEnum<{
                agent: "agent";
                user: "user";
            }>;
            taskId: z.ZodOptional<z.ZodString>;
        }, z.core.$loose>>>;
        id: z.ZodString;
        kind: z.ZodLiteral<"task">;
        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
        status: z.ZodObject<{
            message: z.ZodOptional<z.ZodObject<{
                contextId: z.ZodOptional<z.ZodString>;
                extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
                kind: z.ZodLiteral<"message">;
                messageId: z.ZodString;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                    kind: z.ZodLiteral<"text">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                    text: z.ZodString;
                }, z.core.$loose>, z.ZodObject<{
                    file: z.ZodUnion<readonly [z.ZodObject<{
                        bytes: z.ZodString;
                        mimeType: z.ZodOptional<z.ZodString>;
                        name: z.ZodOptional<z.ZodString>;
                    }, z.core.$loose>, z.ZodObject<{
                        mimeType: z.ZodOptional<z.ZodString>;
                        name: z.ZodOptional<z.ZodString>;
                        uri: z.ZodString;
                    }, z.core.$loose>]>;
                    kind: z.ZodLiteral<"file">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                }, z.core.$loose>, z.ZodObject<{
                    data: z.ZodObject<{}, z.core.$loose>;
                    kind: z.ZodLiteral<"data">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                }, z.core.$loose>], "kind">>;
                referenceTaskIds: z.ZodOptional<z.ZodArray<z.ZodString>>;
                role: z.ZodEnum<{
                    agent: "agent";
                    user: "user";
                }>;
                taskId: z.ZodOptional<z.ZodString>;
            }, z.core.$loose>>;
            state: z.ZodEnum<{
                unknown: "unknown";
                submitted: "submitted";
                working: "working";
                "input-required": "input-required";
                completed: "completed";
                canceled: "canceled";
                failed: "failed";
                rejected: "rejected";
                "auth-required": "auth-required";
            }>;
            timestamp: z.ZodOptional<z.ZodString>;
        }, z.core.$loose>;
    }, z.core.$loose>;
}, z.core.$loose>;
/** CancelTaskResponse (a2a.json (JSON-RPC dialect of protocol version 0.3), protocol version 0.3). */
declare const J_CancelTaskResponse: z.ZodUnion<readonly [z.ZodObject<{
    error: z.ZodUnion<readonly [z.ZodObject<{
        code: z.ZodNumber;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32700>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32600>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32601>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32602>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32603>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32001>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32002>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32003>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32004>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32005>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32006>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32007>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>]>;
    id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodNull]>;
    jsonrpc: z.ZodLiteral<"2.0">;
}, z.core.$loose>, z.ZodObject<{
    id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodNull]>;
    jsonrpc: z.ZodLiteral<"2.0">;
    result: z.ZodObject<{
        artifacts: z.ZodOptional<z.ZodArray<z.ZodObject<{
            artifactId: z.ZodString;
            description: z.ZodOptional<z.ZodString>;
            extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            name: z.ZodOptional<z.ZodString>;
            parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                kind: z.ZodLiteral<"text">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                text: z.ZodString;
            }, z.core.$loose>, z.ZodObject<{
                file: z.ZodUnion<readonly [z.ZodObject<{
                    bytes: z.ZodString;
                    mimeType: z.ZodOptional<z.ZodString>;
                    name: z.ZodOptional<z.ZodString>;
                }, z.core.$loose>, z.ZodObject<{
                    mimeType: z.ZodOptional<z.ZodString>;
                    name: z.ZodOptional<z.ZodString>;
                    uri: z.ZodString;
                }, z.core.$loose>]>;
                kind: z.ZodLiteral<"file">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            }, z.core.$loose>, z.ZodObject<{
                data: z.ZodObject<{}, z.core.$loose>;
                kind: z.ZodLiteral<"data">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            }, z.core.$loose>], "kind">>;
        }, z.core.$loose>>>;
        contextId: z.ZodString;
        history: z.ZodOptional<z.ZodArray<z.ZodObject<{
            contextId: z.ZodOptional<z.ZodString>;
            extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
            kind: z.ZodLiteral<"message">;
            messageId: z.ZodString;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                kind: z.ZodLiteral<"text">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                text: z.ZodString;
            }, z.core.$loose>, z.ZodObject<{
                file: z.ZodUnion<readonly [z.ZodObject<{
                    bytes: z.ZodString;
                    mimeType: z.ZodOptional<z.ZodString>;
                    name: z.ZodOptional<z.ZodString>;
                }, z.core.$loose>, z.ZodObject<{
                    mimeType: z.ZodOptional<z.ZodString>;
                    name: z.ZodOptional<z.ZodString>;
                    uri: z.ZodString;
                }, z.core.$loose>]>;
                kind: z.ZodLiteral<"file">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            }, z.core.$loose>, z.ZodObject<{
                data: z.ZodObject<{}, z.core.$loose>;
                kind: z.ZodLiteral<"data">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            }, z.core.$loose>], "kind">>;
            referenceTaskIds: z.ZodOptional<z.ZodArray<z.ZodString>>;
            role: z.ZodEnum<{
                agent: "agent";
                user: "user";
            }>;
            taskId: z.ZodOptional<z.ZodString>;
        }, z.core.$loose>>>;
        id: z.ZodString;
        kind: z.ZodLiteral<"task">;
        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
        status: z.ZodObject<{
            message: z.ZodOptional<z.ZodObject<{
                contextId: z.ZodOptional<z.ZodString>;
                extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
                kind: z.ZodLiteral<"message">;
                messageId: z.ZodString;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                    kind: z.ZodLiteral<"text">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                    text: z.ZodString;
                }, z.core.$loose>, z.ZodObject<{
                    file: z.ZodUnion<readonly [z.ZodObject<{
                        bytes: z.ZodString;
                        mimeType: z.ZodOptional<z.ZodString>;
                        name: z.ZodOptional<z.ZodString>;
                    }, z.core.$loose>, z.ZodObject<{
                        mimeType: z.ZodOptional<z.ZodString>;
                        name: z.ZodOptional<z.ZodString>;
                        uri: z.ZodString;
                    }, z.core.$loose>]>;
                    kind: z.ZodLiteral<"file">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                }, z.core.$loose>, z.ZodObject<{
                    data: z.ZodObject<{}, z.core.$loose>;
                    kind: z.ZodLiteral<"data">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                }, z.core.$loose>], "kind">>;
                referenceTaskIds: z.ZodOptional<z.ZodArray<z.ZodString>>;
                role: z.ZodEnum<{
                    agent: "agent";
                    user: "user";
                }>;
                taskId: z.ZodOptional<z.ZodString>;
            }, z.core.$loose>>;
            state: z.ZodEnum<{
                unknown: "unknown";
                submitted: "submitted";
                working: "working";
                "input-required": "input-required";
                completed: "completed";
                canceled: "canceled";
                failed: "failed";
                rejected: "rejected";
                "auth-required": "auth-required";
            }>;
            timestamp: z.ZodOptional<z.ZodString>;
        }, z.core.$loose>;
    }, z.core.$loose>;
}, z.core.$loose>]>;
/** DeleteTaskPushNotificationConfigSuccessResponse (a2a.json (JSON-RPC dialect of protocol version 0.3), protocol version 0.3). */
declare const J_DeleteTaskPushNotificationConfigSuccessResponse: z.ZodObject<{
    id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodNull]>;
    jsonrpc: z.ZodLiteral<"2.0">;
    result: z.ZodNull;
}, z.core.$loose>;
/** DeleteTaskPushNotificationConfigResponse (a2a.json (JSON-RPC dialect of protocol version 0.3), protocol version 0.3). */
declare const J_DeleteTaskPushNotificationConfigResponse: z.ZodUnion<readonly [z.ZodObject<{
    error: z.ZodUnion<readonly [z.ZodObject<{
        code: z.ZodNumber;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32700>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32600>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32601>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32602>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32603>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32001>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32002>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32003>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32004>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32005>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32006>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32007>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>]>;
    id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodNull]>;
    jsonrpc: z.ZodLiteral<"2.0">;
}, z.core.$loose>, z.ZodObject<{
    id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodNull]>;
    jsonrpc: z.ZodLiteral<"2.0">;
    result: z.ZodNull;
}, z.core.$loose>]>;
/** FileBase (a2a.json (JSON-RPC dialect of protocol version 0.3), protocol version 0.3). */
declare const J_FileBase: z.ZodObject<{
    mimeType: z.ZodOptional<z.ZodString>;
    name: z.ZodOptional<z.ZodString>;
}, z.core.$loose>;
/** GetAuthenticatedExtendedCardSuccessResponse (a2a.json (JSON-RPC dialect of protocol version 0.3), protocol version 0.3). */
declare const J_GetAuthenticatedExtendedCardSuccessResponse: z.ZodObject<{
    id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodNull]>;
    jsonrpc: z.ZodLiteral<"2.0">;
    result: z.ZodObject<{
        additionalInterfaces: z.ZodOptional<z.ZodArray<z.ZodObject<{
            transport: z.ZodString;
            url: z.ZodString;
        }, z.core.$loose>>>;
        capabilities: z.ZodObject<{
            extensions: z.ZodOptional<z.ZodArray<z.ZodObject<{
                description: z.ZodOptional<z.ZodString>;
                params: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                required: z.ZodOptional<z.ZodBoolean>;
                uri: z.ZodString;
            }, z.core.$loose>>>;
            pushNotifications: z.ZodOptional<z.ZodBoolean>;
            stateTransitionHistory: z.ZodOptional<z.ZodBoolean>;
            streaming: z.ZodOptional<z.ZodBoolean>;
        }, z.core.$loose>;
        defaultInputModes: z.ZodArray<z.ZodString>;
        defaultOutputModes: z.ZodArray<z.ZodString>;
        description: z.ZodString;
        documentationUrl: z.ZodOptional<z.ZodString>;
        iconUrl: z.ZodOptional<z.ZodString>;
        name: z.ZodString;
        preferredTransport: z.ZodOptional<z.ZodString>;
        protocolVersion: z.ZodString;
        provider: z.ZodOptional<z.ZodObject<{
            organization: z.ZodString;
            url: z.ZodString;
        }, z.core.$loose>>;
        security: z.ZodOptional<z.ZodArray<z.ZodPreprocess<z.ZodObject<{}, z.core.$catchall<z.ZodArray<z.ZodString>>>, unknown>>>;
        securitySchemes: z.ZodOptional<z.ZodPreprocess<z.ZodObject<{}, z.core.$catchall<z.ZodDiscriminatedUnion<[z.ZodObject<{
            description: z.ZodOptional<z.ZodString>;
            in: z.ZodEnum<{
                query: "query";
                header: "header";
                cookie: "cookie";
            }>;
            name: z.ZodString;
            type: z.ZodLiteral<"apiKey">;
        }, z.core.$loose>, z.ZodObject<{
            bearerFormat: z.ZodOptional<z.ZodString>;
            description: z.ZodOptional<z.ZodString>;
            scheme: z.ZodString;
            type: z.ZodLiteral<"http">;
        }, z.core.$loose>, z.ZodObject<{
            description: z.ZodOptional<z.ZodString>;
            flows: z.ZodObject<{
                authorizationCode: z.ZodOptional<z.ZodObject<{
                    authorizationUrl: z.ZodString;
                    refreshUrl: z.ZodOptional<z.ZodString>;
                    scopes: z.ZodPreprocess<z.ZodObject<{}, z.core.$catchall<z.ZodString>>, unknown>;
                    tokenUrl: z.ZodString;
                }, z.core.$loose>>;
                clientCredentials: z.ZodOptional<z.ZodObject<{
                    refreshUrl: z.ZodOptional<z.ZodString>;
                    scopes: z.ZodPreprocess<z.ZodObject<{}, z.core.$catchall<z.ZodString>>, unknown>;
                    tokenUrl: z.ZodString;
                }, z.core.$loose>>;
                implicit: z.ZodOptional<z.ZodObject<{
                    authorizationUrl: z.ZodString;
                    refreshUrl: z.ZodOptional<z.ZodString>;
                    scopes: z.ZodPreprocess<z.ZodObject<{}, z.core.$catchall<z.ZodString>>, unknown>;
                }, z.core.$loose>>;
                password: z.ZodOptional<z.ZodObject<{
                    refreshUrl: z.ZodOptional<z.ZodString>;
                    scopes: z.ZodPreprocess<z.ZodObject<{}, z.core.$catchall<z.ZodString>>, unknown>;
                    tokenUrl: z.ZodString;
                }, z.core.$loose>>;
            }, z.core.$loose>;
            oauth2MetadataUrl: z.ZodOptional<z.ZodString>;
            type: z.ZodLiteral<"oauth2">;
        }, z.core.$loose>, z.ZodObject<{
            description: z.ZodOptional<z.ZodString>;
            openIdConnectUrl: z.ZodString;
            type: z.ZodLiteral<"openIdConnect">;
        }, z.core.$loose>, z.ZodObject<{
            description: z.ZodOptional<z.ZodString>;
            type: z.ZodLiteral<"mutualTLS">;
        }, z.core.$loose>], "type">>>, unknown>>;
        signatures: z.ZodOptional<z.ZodArray<z.ZodObject<{
            header: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            protected: z.ZodString;
            signature: z.ZodString;
        }, z.core.$loose>>>;
        skills: z.ZodArray<z.ZodObject<{
            description: z.ZodString;
            examples: z.ZodOptional<z.ZodArray<z.ZodString>>;
            id: z.ZodString;
            inputModes: z.ZodOptional<z.ZodArray<z.ZodString>>;
            name: z.ZodString;
            outputModes: z.ZodOptional<z.ZodArray<z.ZodString>>;
            security: z.ZodOptional<z.ZodArray<z.ZodPreprocess<z.ZodObject<{}, z.core.$catchall<z.ZodArray<z.ZodString>>>, unknown>>>;
            tags: z.ZodArray<z.ZodString>;
        }, z.core.$loose>>;
        supportsAuthenticatedExtendedCard: z.ZodOptional<z.ZodBoolean>;
        url: z.ZodString;
        version: z.ZodString;
    }, z.core.$loose>;
}, z.core.$loose>;
/** GetAuthenticatedExtendedCardResponse (a2a.json (JSON-RPC dialect of protocol version 0.3), protocol version 0.3). */
declare const J_GetAuthenticatedExtendedCardResponse: z.ZodUnion<readonly [z.ZodObject<{
    error: z.ZodUnion<readonly [z.ZodObject<{
        code: z.ZodNumber;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32700>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32600>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32601>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32602>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32603>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32001>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32002>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32003>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32004>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32005>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32006>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32007>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>]>;
    id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodNull]>;
    jsonrpc: z.ZodLiteral<"2.0">;
}, z.core.$loose>, z.ZodObject<{
    id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodNull]>;
    jsonrpc: z.ZodLiteral<"2.0">;
    result: z.ZodObject<{
        additionalInterfaces: z.ZodOptional<z.ZodArray<z.ZodObject<{
            transport: z.ZodString;
            url: z.ZodString;
        }, z.core.$loose>>>;
        capabilities: z.ZodObject<{
            extensions: z.ZodOptional<z.ZodArray<z.ZodObject<{
                description: z.ZodOptional<z.ZodString>;
                params: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                required: z.ZodOptional<z.ZodBoolean>;
                uri: z.ZodString;
            }, z.core.$loose>>>;
            pushNotifications: z.ZodOptional<z.ZodBoolean>;
            stateTransitionHistory: z.ZodOptional<z.ZodBoolean>;
            streaming: z.ZodOptional<z.ZodBoolean>;
        }, z.core.$loose>;
        defaultInputModes: z.ZodArray<z.ZodString>;
        defaultOutputModes: z.ZodArray<z.ZodString>;
        description: z.ZodString;
        documentationUrl: z.ZodOptional<z.ZodString>;
        iconUrl: z.ZodOptional<z.ZodString>;
        name: z.ZodString;
        preferredTransport: z.ZodOptional<z.ZodString>;
        protocolVersion: z.ZodString;
        provider: z.ZodOptional<z.ZodObject<{
            organization: z.ZodString;
            url: z.ZodString;
        }, z.core.$loose>>;
        security: z.ZodOptional<z.ZodArray<z.ZodPreprocess<z.ZodObject<{}, z.core.$catchall<z.ZodArray<z.ZodString>>>, unknown>>>;
        securitySchemes: z.ZodOptional<z.ZodPreprocess<z.ZodObject<{}, z.core.$catchall<z.ZodDiscriminatedUnion<[z.ZodObject<{
            description: z.ZodOptional<z.ZodString>;
            in: z.ZodEnum<{
                query: "query";
                header: "header";
                cookie: "cookie";
            }>;
            name: z.ZodString;
            type: z.ZodLiteral<"apiKey">;
        }, z.core.$loose>, z.ZodObject<{
            bearerFormat: z.ZodOptional<z.ZodString>;
            description: z.ZodOptional<z.ZodString>;
            scheme: z.ZodString;
            type: z.ZodLiteral<"http">;
        }, z.core.$loose>, z.ZodObject<{
            description: z.ZodOptional<z.ZodString>;
            flows: z.ZodObject<{
                authorizationCode: z.ZodOptional<z.ZodObject<{
                    authorizationUrl: z.ZodString;
                    refreshUrl: z.ZodOptional<z.ZodString>;
                    scopes: z.ZodPreprocess<z.ZodObject<{}, z.core.$catchall<z.ZodString>>, unknown>;
                    tokenUrl: z.ZodString;
                }, z.core.$loose>>;
                clientCredentials: z.ZodOptional<z.ZodObject<{
                    refreshUrl: z.ZodOptional<z.ZodString>;
                    scopes: z.ZodPreprocess<z.ZodObject<{}, z.core.$catchall<z.ZodString>>, unknown>;
                    tokenUrl: z.ZodString;
                }, z.core.$loose>>;
                implicit: z.ZodOptional<z.ZodObject<{
                    authorizationUrl: z.ZodString;
                    refreshUrl: z.ZodOptional<z.ZodString>;
                    scopes: z.ZodPreprocess<z.ZodObject<{}, z.core.$catchall<z.ZodString>>, unknown>;
                }, z.core.$loose>>;
                password: z.ZodOptional<z.ZodObject<{
                    refreshUrl: z.ZodOptional<z.ZodString>;
                    scopes: z.ZodPreprocess<z.ZodObject<{}, z.core.$catchall<z.ZodString>>, unknown>;
                    tokenUrl: z.ZodString;
                }, z.core.$loose>>;
            }, z.core.$loose>;
            oauth2MetadataUrl: z.ZodOptional<z.ZodString>;
            type: z.ZodLiteral<"oauth2">;
        }, z.core.$loose>, z.ZodObject<{
            description: z.ZodOptional<z.ZodString>;
            openIdConnectUrl: z.ZodString;
            type: z.ZodLiteral<"openIdConnect">;
        }, z.core.$loose>, z.ZodObject<{
            description: z.ZodOptional<z.ZodString>;
            type: z.ZodLiteral<"mutualTLS">;
        }, z.core.$loose>], "type">>>, unknown>>;
        signatures: z.ZodOptional<z.ZodArray<z.ZodObject<{
            header: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            protected: z.ZodString;
            signature: z.ZodString;
        }, z.core.$loose>>>;
        skills: z.ZodArray<z.ZodObject<{
            description: z.ZodString;
            examples: z.ZodOptional<z.ZodArray<z.ZodString>>;
            id: z.ZodString;
            inputModes: z.ZodOptional<z.ZodArray<z.ZodString>>;
            name: z.ZodString;
            outputModes: z.ZodOptional<z.ZodArray<z.ZodString>>;
            security: z.ZodOptional<z.ZodArray<z.ZodPreprocess<z.ZodObject<{}, z.core.$catchall<z.ZodArray<z.ZodString>>>, unknown>>>;
            tags: z.ZodArray<z.ZodString>;
        }, z.core.$loose>>;
        supportsAuthenticatedExtendedCard: z.ZodOptional<z.ZodBoolean>;
        url: z.ZodString;
        version: z.ZodString;
    }, z.core.$loose>;
}, z.core.$loose>]>;
/** GetTaskPushNotificationConfigSuccessResponse (a2a.json (JSON-RPC dialect of protocol version 0.3), protocol version 0.3). */
declare const J_GetTaskPushNotificationConfigSuccessResponse: z.ZodObject<{
    id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodNull]>;
    jsonrpc: z.ZodLiteral<"2.0">;
    result: z.ZodObject<{
        pushNotificationConfig: z.ZodObject<{
            authentication: z.ZodOptional<z.ZodObject<{
                credentials: z.ZodOptional<z.ZodString>;
                schemes: z.ZodArray<z.ZodString>;
            }, z.core.$loose>>;
            id: z.ZodOptional<z.ZodString>;
            token: z.ZodOptional<z.ZodString>;
            url: z.ZodString;
        }, z.core.$loose>;
        taskId: z.ZodString;
    }, z.core.$loose>;
}, z.core.$loose>;
/** GetTaskPushNotificationConfigResponse (a2a.json (JSON-RPC dialect of protocol version 0.3), protocol version 0.3). */
declare const J_GetTaskPushNotificationConfigResponse: z.ZodUnion<readonly [z.ZodObject<{
    error: z.ZodUnion<readonly [z.ZodObject<{
        code: z.ZodNumber;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32700>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32600>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32601>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32602>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32603>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32001>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32002>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32003>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32004>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32005>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32006>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32007>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>]>;
    id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodNull]>;
    jsonrpc: z.ZodLiteral<"2.0">;
}, z.core.$loose>, z.ZodObject<{
    id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodNull]>;
    jsonrpc: z.ZodLiteral<"2.0">;
    result: z.ZodObject<{
        pushNotificationConfig: z.ZodObject<{
            authentication: z.ZodOptional<z.ZodObject<{
                credentials: z.ZodOptional<z.ZodString>;
                schemes: z.ZodArray<z.ZodString>;
            }, z.core.$loose>>;
            id: z.ZodOptional<z.ZodString>;
            token: z.ZodOptional<z.ZodString>;
            url: z.ZodString;
        }, z.core.$loose>;
        taskId: z.ZodString;
    }, z.core.$loose>;
}, z.core.$loose>]>;
/** GetTaskSuccessResponse (a2a.json (JSON-RPC dialect of protocol version 0.3), protocol version 0.3). */
declare const J_GetTaskSuccessResponse: z.ZodObject<{
    id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodNull]>;
    jsonrpc: z.ZodLiteral<"2.0">;
    result: z.ZodObject<{
        artifacts: z.ZodOptional<z.ZodArray<z.ZodObject<{
            artifactId: z.ZodString;
            description: z.ZodOptional<z.ZodString>;
            extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            name: z.ZodOptional<z.ZodString>;
            parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                kind: z.ZodLiteral<"text">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                text: z.ZodString;
            }, z.core.$loose>, z.ZodObject<{
                file: z.ZodUnion<readonly [z.ZodObject<{
                    bytes: z.ZodString;
                    mimeType: z.ZodOptional<z.ZodString>;
                    name: z.ZodOptional<z.ZodString>;
                }, z.core.$loose>, z.ZodObject<{
                    mimeType: z.ZodOptional<z.ZodString>;
                    name: z.ZodOptional<z.ZodString>;
                    uri: z.ZodString;
                }, z.core.$loose>]>;
                kind: z.ZodLiteral<"file">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            }, z.core.$loose>, z.ZodObject<{
                data: z.ZodObject<{}, z.core.$loose>;
                kind: z.ZodLiteral<"data">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            }, z.core.$loose>], "kind">>;
        }, z.core.$loose>>>;
        contextId: z.ZodString;
        history: z.ZodOptional<z.ZodArray<z.ZodObject<{
            contextId: z.ZodOptional<z.ZodString>;
            extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
            kind: z.ZodLiteral<"message">;
            messageId: z.ZodString;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                kind: z.ZodLiteral<"text">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                text: z.ZodString;
            }, z.core.$loose>, z.ZodObject<{
                file: z.ZodUnion<readonly [z.ZodObject<{
                    bytes: z.ZodString;
                    mimeType: z.ZodOptional<z.ZodString>;
                    name: z.ZodOptional<z.ZodString>;
                }, z.core.$loose>, z.ZodObject<{
                    mimeType: z.ZodOptional<z.ZodString>;
                    name: z.ZodOptional<z.ZodString>;
                    uri: z.ZodString;
                }, z.core.$loose>]>;
                kind: z.ZodLiteral<"file">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            }, z.core.$loose>, z.ZodObject<{
                data: z.ZodObject<{}, z.core.$loose>;
                kind: z.ZodLiteral<"data">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            }, z.core.$loose>], "kind">>;
            referenceTaskIds: z.ZodOptional<z.ZodArray<z.ZodString>>;
            role: z.ZodEnum<{
                agent: "agent";
                user: "user";
            }>;
            taskId: z.ZodOptional<z.ZodString>;
        }, z.core.$loose>>>;
        id: z.ZodString;
        kind: z.ZodLiteral<"task">;
        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
        status: z.ZodObject<{
            message: z.ZodOptional<z.ZodObject<{
                contextId: z.ZodOptional<z.ZodString>;
                extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
                kind: z.ZodLiteral<"message">;
                messageId: z.ZodString;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                    kind: z.ZodLiteral<"text">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                    text: z.ZodString;
                }, z.core.$loose>, z.ZodObject<{
                    file: z.ZodUnion<readonly [z.ZodObject<{
                        bytes: z.ZodString;
                        mimeType: z.ZodOptional<z.ZodString>;
                        name: z.ZodOptional<z.ZodString>;
                    }, z.core.$loose>, z.ZodObject<{
                        mimeType: z.ZodOptional<z.ZodString>;
                        name: z.ZodOptional<z.ZodString>;
                        uri: z.ZodString;
                    }, z.core.$loose>]>;
                    kind: z.ZodLiteral<"file">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                }, z.core.$loose>, z.ZodObject<{
                    data: z.ZodObject<{}, z.core.$loose>;
                    kind: z.ZodLiteral<"data">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                }, z.core.$loose>], "kind">>;
                referenceTaskIds: z.ZodOptional<z.ZodArray<z.ZodString>>;
                role: z.ZodEnum<{
                    agent: "agent";
                    user: "user";
                }>;
                taskId: z.ZodOptional<z.ZodString>;
            }, z.core.$loose>>;
            state: z.ZodEnum<{
                unknown: "unknown";
                submitted: "submitted";
                working: "working";
                "input-required": "input-required";
                completed: "completed";
                canceled: "canceled";
                failed: "failed";
                rejected: "rejected";
                "auth-required": "auth-required";
            }>;
            timestamp: z.ZodOptional<z.ZodString>;
        }, z.core.$loose>;
    }, z.core.$loose>;
}, z.core.$loose>;
/** GetTaskResponse (a2a.json (JSON-RPC dialect of protocol version 0.3), protocol version 0.3). */
declare const J_GetTaskResponse: z.ZodUnion<readonly [z.ZodObject<{
    error: z.ZodUnion<readonly [z.ZodObject<{
        code: z.ZodNumber;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32700>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32600>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32601>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32602>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32603>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32001>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32002>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32003>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32004>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32005>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32006>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32007>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>]>;
    id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodNull]>;
    jsonrpc: z.ZodLiteral<"2.0">;
}, z.core.$loose>, z.ZodObject<{
    id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodNull]>;
    jsonrpc: z.ZodLiteral<"2.0">;
    result: z.ZodObject<{
        artifacts: z.ZodOptional<z.ZodArray<z.ZodObject<{
            artifactId: z.ZodString;
            description: z.ZodOptional<z.ZodString>;
            extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            name: z.ZodOptional<z.ZodString>;
            parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                kind: z.ZodLiteral<"text">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                text: z.ZodString;
            }, z.core.$loose>, z.ZodObject<{
                file: z.ZodUnion<readonly [z.ZodObject<{
                    bytes: z.ZodString;
                    mimeType: z.ZodOptional<z.ZodString>;
                    name: z.ZodOptional<z.ZodString>;
                }, z.core.$loose>, z.ZodObject<{
                    mimeType: z.ZodOptional<z.ZodString>;
                    name: z.ZodOptional<z.ZodString>;
                    uri: z.ZodString;
                }, z.core.$loose>]>;
                kind: z.ZodLiteral<"file">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            }, z.core.$loose>, z.ZodObject<{
                data: z.ZodObject<{}, z.core.$loose>;
                kind: z.ZodLiteral<"data">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            }, z.core.$loose>], "kind">>;
        }, z.core.$loose>>>;
        contextId: z.ZodString;
        history: z.ZodOptional<z.ZodArray<z.ZodObject<{
            contextId: z.ZodOptional<z.ZodString>;
            extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
            kind: z.ZodLiteral<"message">;
            messageId: z.ZodString;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                kind: z.ZodLiteral<"text">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                text: z.ZodString;
            }, z.core.$loose>, z.ZodObject<{
                file: z.ZodUnion<readonly [z.ZodObject<{
                    bytes: z.ZodString;
                    mimeType: z.ZodOptional<z.ZodString>;
                    name: z.ZodOptional<z.ZodString>;
                }, z.core.$loose>, z.ZodObject<{
                    mimeType: z.ZodOptional<z.ZodString>;
                    name: z.ZodOptional<z.ZodString>;
                    uri: z.ZodString;
                }, z.core.$loose>]>;
                kind: z.ZodLiteral<"file">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            }, z.core.$loose>, z.ZodObject<{
                data: z.ZodObject<{}, z.core.$loose>;
                kind: z.ZodLiteral<"data">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            }, z.core.$loose>], "kind">>;
            referenceTaskIds: z.ZodOptional<z.ZodArray<z.ZodString>>;
            role: z.ZodEnum<{
                agent: "agent";
                user: "user";
            }>;
            taskId: z.ZodOptional<z.ZodString>;
        }, z.core.$loose>>>;
        id: z.ZodString;
        kind: z.ZodLiteral<"task">;
        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
        status: z.ZodObject<{
            message: z.ZodOptional<z.ZodObject<{
                contextId: z.ZodOptional<z.ZodString>;
                extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
                kind: z.ZodLiteral<"message">;
                messageId: z.ZodString;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                    kind: z.ZodLiteral<"text">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                    text: z.ZodString;
                }, z.core.$loose>, z.ZodObject<{
                    file: z.ZodUnion<readonly [z.ZodObject<{
                        bytes: z.ZodString;
                        mimeType: z.ZodOptional<z.ZodString>;
                        name: z.ZodOptional<z.ZodString>;
                    }, z.core.$loose>, z.ZodObject<{
                        mimeType: z.ZodOptional<z.ZodString>;
                        name: z.ZodOptional<z.ZodString>;
                        uri: z.ZodString;
                    }, z.core.$loose>]>;
                    kind: z.ZodLiteral<"file">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                }, z.core.$loose>, z.ZodObject<{
                    data: z.ZodObject<{}, z.core.$loose>;
                    kind: z.ZodLiteral<"data">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                }, z.core.$loose>], "kind">>;
                referenceTaskIds: z.ZodOptional<z.ZodArray<z.ZodString>>;
                role: z.ZodEnum<{
                    agent: "agent";
                    user: "user";
                }>;
                taskId: z.ZodOptional<z.ZodString>;
            }, z.core.$loose>>;
            state: z.ZodEnum<{
                unknown: "unknown";
                submitted: "submitted";
                working: "working";
                "input-required": "input-required";
                completed: "completed";
                canceled: "canceled";
                failed: "failed";
                rejected: "rejected";
                "auth-required": "auth-required";
            }>;
            timestamp: z.ZodOptional<z.ZodString>;
        }, z.core.$loose>;
    }, z.core.$loose>;
}, z.core.$loose>]>;
/** JSONRPCMessage (a2a.json (JSON-RPC dialect of protocol version 0.3), protocol version 0.3). */
declare const J_JSONRPCMessage: z.ZodObject<{
    id: z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodNull]>>;
    jsonrpc: z.ZodLiteral<"2.0">;
}, z.core.$loose>;
/** JSONRPCRequest (a2a.json (JSON-RPC dialect of protocol version 0.3), protocol version 0.3). */
declare const J_JSONRPCRequest: z.ZodObject<{
    id: z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodNull]>>;
    jsonrpc: z.ZodLiteral<"2.0">;
    method: z.ZodString;
    params: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
}, z.core.$loose>;
/** SendMessageSuccessResponse (a2a.json (JSON-RPC dialect of protocol version 0.3), protocol version 0.3). */
declare const J_SendMessageSuccessResponse: z.ZodObject<{
    id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodNull]>;
    jsonrpc: z.ZodLiteral<"2.0">;
    result: z.ZodDiscriminatedUnion<[z.ZodObject<{
        artifacts: z.ZodOptional<z.ZodArray<z.ZodObject<{
            artifactId: z.ZodString;
            description: z.ZodOptional<z.ZodString>;
            extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            name: z.ZodOptional<z.ZodString>;
            parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                kind: z.ZodLiteral<"text">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                text: z.ZodString;
            }, z.core.$loose>, z.ZodObject<{
                file: z.ZodUnion<readonly [z.ZodObject<{
                    bytes: z.ZodString;
                    mimeType: z.ZodOptional<z.ZodString>;
                    name: z.ZodOptional<z.ZodString>;
                }, z.core.$loose>, z.ZodObject<{
                    mimeType: z.ZodOptional<z.ZodString>;
                    name: z.ZodOptional<z.ZodString>;
                    uri: z.ZodString;
                }, z.core.$loose>]>;
                kind: z.ZodLiteral<"file">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            }, z.core.$loose>, z.ZodObject<{
                data: z.ZodObject<{}, z.core.$loose>;
                kind: z.ZodLiteral<"data">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            }, z.core.$loose>], "kind">>;
        }, z.core.$loose>>>;
        contextId: z.ZodString;
        history: z.ZodOptional<z.ZodArray<z.ZodObject<{
            contextId: z.ZodOptional<z.ZodString>;
            extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
            kind: z.ZodLiteral<"message">;
            messageId: z.ZodString;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                kind: z.ZodLiteral<"text">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                text: z.ZodString;
            }, z.core.$loose>, z.ZodObject<{
                file: z.ZodUnion<readonly [z.ZodObject<{
                    bytes: z.ZodString;
                    mimeType: z.ZodOptional<z.ZodString>;
                    name: z.ZodOptional<z.ZodString>;
                }, z.core.$loose>, z.ZodObject<{
                    mimeType: z.ZodOptional<z.ZodString>;
                    name: z.ZodOptional<z.ZodString>;
                    uri: z.ZodString;
                }, z.core.$loose>]>;
                kind: z.ZodLiteral<"file">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            }, z.core.$loose>, z.ZodObject<{
                data: z.ZodObject<{}, z.core.$loose>;
                kind: z.ZodLiteral<"data">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            }, z.core.$loose>], "kind">>;
            referenceTaskIds: z.ZodOptional<z.ZodArray<z.ZodString>>;
            role: z.ZodEnum<{
                agent: "agent";
                user: "user";
            }>;
            taskId: z.ZodOptional<z.ZodString>;
        }, z.core.$loose>>>;
        id: z.ZodString;
        kind: z.ZodLiteral<"task">;
        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
        status: z.ZodObject<{
            message: z.ZodOptional<z.ZodObject<{
                contextId: z.ZodOptional<z.ZodString>;
                extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
                kind: z.ZodLiteral<"message">;
                messageId: z.ZodString;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                    kind: z.ZodLiteral<"text">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                    text: z.ZodString;
                }, z.core.$loose>, z.ZodObject<{
                    file: z.ZodUnion<readonly [z.ZodObject<{
                        bytes: z.ZodString;
                        mimeType: z.ZodOptional<z.ZodString>;
                        name: z.ZodOptional<z.ZodString>;
                    }, z.core.$loose>, z.ZodObject<{
                        mimeType: z.ZodOptional<z.ZodString>;
                        name: z.ZodOptional<z.ZodString>;
                        uri: z.ZodString;
                    }, z.core.$loose>]>;
                    kind: z.ZodLiteral<"file">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                }, z.core.$loose>, z.ZodObject<{
                    data: z.ZodObject<{}, z.core.$loose>;
                    kind: z.ZodLiteral<"data">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                }, z.core.$loose>], "kind">>;
                referenceTaskIds: z.ZodOptional<z.ZodArray<z.ZodString>>;
                role: z.ZodEnum<{
                    agent: "agent";
                    user: "user";
                }>;
                taskId: z.ZodOptional<z.ZodString>;
            }, z.core.$loose>>;
            state: z.ZodEnum<{
                unknown: "unknown";
                submitted: "submitted";
                working: "working";
                "input-required": "input-required";
                completed: "completed";
                canceled: "canceled";
                failed: "failed";
                rejected: "rejected";
                "auth-required": "auth-required";
            }>;
            timestamp: z.ZodOptional<z.ZodString>;
        }, z.core.$loose>;
    }, z.core.$loose>, z.ZodObject<{
        contextId: z.ZodOptional<z.ZodString>;
        extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
        kind: z.ZodLiteral<"message">;
        messageId: z.ZodString;
        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
        parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
            kind: z.ZodLiteral<"text">;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            text: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            file: z.ZodUnion<readonly [z.ZodObject<{
                bytes: z.ZodString;
                mimeType: z.ZodOptional<z.ZodString>;
                name: z.ZodOptional<z.ZodString>;
            }, z.core.$loose>, z.ZodObject<{
                mimeType: z.ZodOptional<z.ZodString>;
                name: z.ZodOptional<z.ZodString>;
                uri: z.ZodString;
            }, z.core.$loose>]>;
            kind: z.ZodLiteral<"file">;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
        }, z.core.$loose>, z.ZodObject<{
            data: z.ZodObject<{}, z.core.$loose>;
            kind: z.ZodLiteral<"data">;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
        }, z.core.$loose>], "kind">>;
        referenceTaskIds: z.ZodOptional<z.ZodArray<z.ZodString>>;
        role: z.ZodEnum<{
            agent: "agent";
            user: "user";
        }>;
        taskId: z.ZodOptional<z.ZodString>;
    }, z.core.$loose>], "kind">;
}, z.core.$loose>;
/** TaskStatusUpdateEvent (a2a.json (JSON-RPC dialect of protocol version 0.3), protocol version 0.3). */
declare const J_TaskStatusUpdateEvent: z.ZodObject<{
    contextId: z.ZodString;
    final: z.ZodBoolean;
    kind: z.ZodLiteral<"status-update">;
    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
    status: z.ZodObject<{
        message: z.ZodOptional<z.ZodObject<{
            contextId: z.ZodOptional<z.ZodString>;
            extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
            kind: z.ZodLiteral<"message">;
            messageId: z.ZodString;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                kind: z.ZodLiteral<"text">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                text: z.ZodString;
            }, z.core.$loose>, z.ZodObject<{
                file: z.ZodUnion<readonly [z.ZodObject<{
                    bytes: z.ZodString;
                    mimeType: z.ZodOptional<z.ZodString>;
                    name: z.ZodOptional<z.ZodString>;
                }, z.core.$loose>, z.ZodObject<{
                    mimeType: z.ZodOptional<z.ZodString>;
                    name: z.ZodOptional<z.ZodString>;
                    uri: z.ZodString;
                }, z.core.$loose>]>;
                kind: z.ZodLiteral<"file">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            }, z.core.$loose>, z.ZodObject<{
                data: z.ZodObject<{}, z.core.$loose>;
                kind: z.ZodLiteral<"data">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            }, z.core.$loose>], "kind">>;
            referenceTaskIds: z.ZodOptional<z.ZodArray<z.ZodString>>;
            role: z.ZodEnum<{
                agent: "agent";
                user: "user";
            }>;
            taskId: z.ZodOptional<z.ZodString>;
        }, z.core.$loose>>;
        state: z.ZodEnum<{
            unknown: "unknown";
            submitted: "submitted";
            working: "working";
            "input-required": "input-required";
            completed: "completed";
            canceled: "canceled";
            failed: "failed";
            rejected: "rejected";
            "auth-required": "auth-required";
        }>;
        timestamp: z.ZodOptional<z.ZodString>;
    }, z.core.$loose>;
    taskId: z.ZodString;
}, z.core.$loose>;
/** TaskArtifactUpdateEvent (a2a.json (JSON-RPC dialect of protocol version 0.3), protocol version 0.3). */
declare const J_TaskArtifactUpdateEvent: z.ZodObject<{
    append: z.ZodOptional<z.ZodBoolean>;
    artifact: z.ZodObject<{
        artifactId: z.ZodString;
        description: z.ZodOptional<z.ZodString>;
        extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
        name: z.ZodOptional<z.ZodString>;
        parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
            kind: z.ZodLiteral<"text">;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            text: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            file: z.ZodUnion<readonly [z.ZodObject<{
                bytes: z.ZodString;
                mimeType: z.ZodOptional<z.ZodString>;
                name: z.ZodOptional<z.ZodString>;
            }, z.core.$loose>, z.ZodObject<{
                mimeType: z.ZodOptional<z.ZodString>;
                name: z.ZodOptional<z.ZodString>;
                uri: z.ZodString;
            }, z.core.$loose>]>;
            kind: z.ZodLiteral<"file">;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
        }, z.core.$loose>, z.ZodObject<{
            data: z.ZodObject<{}, z.core.$loose>;
            kind: z.ZodLiteral<"data">;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
        }, z.core.$loose>], "kind">>;
    }, z.core.$loose>;
    contextId: z.ZodString;
    kind: z.ZodLiteral<"artifact-update">;
    lastChunk: z.ZodOptional<z.ZodBoolean>;
    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
    taskId: z.ZodString;
}, z.core.$loose>;
/** SendStreamingMessageSuccessResponse (a2a.json (JSON-RPC dialect of protocol version 0.3), protocol version 0.3). */
declare const J_SendStreamingMessageSuccessResponse: z.ZodObject<{
    id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodNull]>;
    jsonrpc: z.ZodLiteral<"2.0">;
    result: z.ZodDiscriminatedUnion<[z.ZodObject<{
        artifacts: z.ZodOptional<z.ZodArray<z.ZodObject<{
            artifactId: z.ZodString;
            description: z.ZodOptional<z.ZodString>;
            extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            name: z.ZodOptional<z.ZodString>;
            parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                kind: z.ZodLiteral<"text">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                text: z.ZodString;
            }, z.core.$loose>, z.ZodObject<{
                file: z.ZodUnion<readonly [z.ZodObject<{
                    bytes: z.ZodString;
                    mimeType: z.ZodOptional<z.ZodString>;
                    name: z.ZodOptional<z.ZodString>;
                }, z.core.$loose>, z.ZodObject<{
                    mimeType: z.ZodOptional<z.ZodString>;
                    name: z.ZodOptional<z.ZodString>;
                    uri: z.ZodString;
                }, z.core.$loose>]>;
                kind: z.ZodLiteral<"file">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            }, z.core.$loose>, z.ZodObject<{
                data: z.ZodObject<{}, z.core.$loose>;
                kind: z.ZodLiteral<"data">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            }, z.core.$loose>], "kind">>;
        }, z.core.$loose>>>;
        contextId: z.ZodString;
        history: z.ZodOptional<z.ZodArray<z.ZodObject<{
            contextId: z.ZodOptional<z.ZodString>;
            extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
            kind: z.ZodLiteral<"message">;
            messageId: z.ZodString;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                kind: z.ZodLiteral<"text">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                text: z.ZodString;
            }, z.core.$loose>, z.ZodObject<{
                file: z.ZodUnion<readonly [z.ZodObject<{
                    bytes: z.ZodString;
                    mimeType: z.ZodOptional<z.ZodString>;
                    name: z.ZodOptional<z.ZodString>;
                }, z.core.$loose>, z.ZodObject<{
                    mimeType: z.ZodOptional<z.ZodString>;
                    name: z.ZodOptional<z.ZodString>;
                    uri: z.ZodString;
                }, z.core.$loose>]>;
                kind: z.ZodLiteral<"file">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            }, z.core.$loose>, z.ZodObject<{
                data: z.ZodObject<{}, z.core.$loose>;
                kind: z.ZodLiteral<"data">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            }, z.core.$loose>], "kind">>;
            referenceTaskIds: z.ZodOptional<z.ZodArray<z.ZodString>>;
            role: z.ZodEnum<{
                agent: "agent";
                user: "user";
            }>;
            taskId: z.ZodOptional<z.ZodString>;
        }, z.core.$loose>>>;
        id: z.ZodString;
        kind: z.ZodLiteral<"task">;
        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
        status: z.ZodObject<{
            message: z.ZodOptional<z.ZodObject<{
                contextId: z.ZodOptional<z.ZodString>;
                extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
                kind: z.ZodLiteral<"message">;
                messageId: z.ZodString;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                    kind: z.ZodLiteral<"text">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                    text: z.ZodString;
                }, z.core.$loose>, z.ZodObject<{
                    file: z.ZodUnion<readonly [z.ZodObject<{
                        bytes: z.ZodString;
                        mimeType: z.ZodOptional<z.ZodString>;
                        name: z.ZodOptional<z.ZodString>;
                    }, z.core.$loose>, z.ZodObject<{
                        mimeType: z.ZodOptional<z.ZodString>;
                        name: z.ZodOptional<z.ZodString>;
                        uri: z.ZodString;
                    }, z.core.$loose>]>;
                    kind: z.ZodLiteral<"file">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                }, z.core.$loose>, z.ZodObject<{
                    data: z.ZodObject<{}, z.core.$loose>;
                    kind: z.ZodLiteral<"data">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                }, z.core.$loose>], "kind">>;
                referenceTaskIds: z.ZodOptional<z.ZodArray<z.ZodString>>;
                role: z.ZodEnum<{
                    agent: "agent";
                    user: "user";
                }>;
                taskId: z.ZodOptional<z.ZodString>;
            }, z.core.$loose>>;
            state: z.ZodEnum<{
                unknown: "unknown";
                submitted: "submitted";
                working: "working";
                "input-required": "input-required";
                completed: "completed";
                canceled: "canceled";
                failed: "failed";
                rejected: "rejected";
                "auth-required": "auth-required";
            }>;
            timestamp: z.ZodOptional<z.ZodString>;
        }, z.core.$loose>;
    }, z.core.$loose>, z.ZodObject<{
        contextId: z.ZodOptional<z.ZodString>;
        extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
        kind: z.ZodLiteral<"message">;
        messageId: z.ZodString;
        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
        parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
            kind: z.ZodLiteral<"text">;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            text: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            file: z.ZodUnion<readonly [z.ZodObject<{
                bytes: z.ZodString;
                mimeType: z.ZodOptional<z.ZodString>;
                name: z.ZodOptional<z.ZodString>;
            }, z.core.$loose>, z.ZodObject<{
                mimeType: z.ZodOptional<z.ZodString>;
                name: z.ZodOptional<z.ZodString>;
                uri: z.ZodString;
            }, z.core.$loose>]>;
            kind: z.ZodLiteral<"file">;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
        }, z.core.$loose>, z.ZodObject<{
            data: z.ZodObject<{}, z.core.$loose>;
            kind: z.ZodLiteral<"data">;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
        }, z.core.$loose>], "kind">>;
        referenceTaskIds: z.ZodOptional<z.ZodArray<z.ZodString>>;
        role: z.ZodEnum<{
            agent: "agent";
            user: "user";
        }>;
        taskId: z.ZodOptional<z.ZodString>;
    }, z.core.$loose>, z.ZodObject<{
        contextId: z.ZodString;
        final: z.ZodBoolean;
        kind: z.ZodLiteral<"status-update">;
        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
        status: z.ZodObject<{
            message: z.ZodOptional<z.ZodObject<{
                contextId: z.ZodOptional<z.ZodString>;
                extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
                kind: z.ZodLiteral<"message">;
                messageId: z.ZodString;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                    kind: z.ZodLiteral<"text">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                    text: z.ZodString;
                }, z.core.$loose>, z.ZodObject<{
                    file: z.ZodUnion<readonly [z.ZodObject<{
                        bytes: z.ZodString;
                        mimeType: z.ZodOptional<z.ZodString>;
                        name: z.ZodOptional<z.ZodString>;
                    }, z.core.$loose>, z.ZodObject<{
                        mimeType: z.ZodOptional<z.ZodString>;
                        name: z.ZodOptional<z.ZodString>;
                        uri: z.ZodString;
                    }, z.core.$loose>]>;
                    kind: z.ZodLiteral<"file">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                }, z.core.$loose>, z.ZodObject<{
                    data: z.ZodObject<{}, z.core.$loose>;
                    kind: z.ZodLiteral<"data">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                }, z.core.$loose>], "kind">>;
                referenceTaskIds: z.ZodOptional<z.ZodArray<z.ZodString>>;
                role: z.ZodEnum<{
                    agent: "agent";
                    user: "user";
                }>;
                taskId: z.ZodOptional<z.ZodString>;
            }, z.core.$loose>>;
            state: z.ZodEnum<{
                unknown: "unknown";
                submitted: "submitted";
                working: "working";
                "input-required": "input-required";
                completed: "completed";
                canceled: "canceled";
                failed: "failed";
                rejected: "rejected";
                "auth-required": "auth-required";
            }>;
            timestamp: z.ZodOptional<z.ZodString>;
        }, z.core.$loose>;
        taskId: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        append: z.ZodOptional<z.ZodBoolean>;
        artifact: z.ZodObject<{
            artifactId: z.ZodString;
            description: z.ZodOptional<z.ZodString>;
            extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            name: z.ZodOptional<z.ZodString>;
            parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                kind: z.ZodLiteral<"text">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                text: z.ZodString;
            }, z.core.$loose>, z.ZodObject<{
                file: z.ZodUnion<readonly [z.ZodObject<{
                    bytes: z.ZodString;
                    mimeType: z.ZodOptional<z.ZodString>;
                    name: z.ZodOptional<z.ZodString>;
                }, z.core.$loose>, z.ZodObject<{
                    mimeType: z.ZodOptional<z.ZodString>;
                    name: z.ZodOptional<z.ZodString>;
                    uri: z.ZodString;
                }, z.core.$loose>]>;
                kind: z.ZodLiteral<"file">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            }, z.core.$loose>, z.ZodObject<{
                data: z.ZodObject<{}, z.core.$loose>;
                kind: z.ZodLiteral<"data">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            }, z.core.$loose>], "kind">>;
        }, z.core.$loose>;
        contextId: z.ZodString;
        kind: z.ZodLiteral<"artifact-update">;
        lastChunk: z.ZodOptional<z.ZodBoolean>;
        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
        taskId: z.ZodString;
    }, z.core.$loose>], "kind">;
}, z.core.$loose>;
/** SetTaskPushNotificationConfigSuccessResponse (a2a.json (JSON-RPC dialect of protocol version 0.3), protocol version 0.3). */
declare const J_SetTaskPushNotificationConfigSuccessResponse: z.ZodObject<{
    id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodNull]>;
    jsonrpc: z.ZodLiteral<"2.0">;
    result: z.ZodObject<{
        pushNotificationConfig: z.ZodObject<{
            authentication: z.ZodOptional<z.ZodObject<{
                credentials: z.ZodOptional<z.ZodString>;
                schemes: z.ZodArray<z.ZodString>;
            }, z.core.$loose>>;
            id: z.ZodOptional<z.ZodString>;
            token: z.ZodOptional<z.ZodString>;
            url: z.ZodString;
        }, z.core.$loose>;
        taskId: z.ZodString;
    }, z.core.$loose>;
}, z.core.$loose>;
/** ListTaskPushNotificationConfigSuccessResponse (a2a.json (JSON-RPC dialect of protocol version 0.3), protocol version 0.3). */
declare const J_ListTaskPushNotificationConfigSuccessResponse: z.ZodObject<{
    id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodNull]>;
    jsonrpc: z.ZodLiteral<"2.0">;
    result: z.ZodArray<z.ZodObject<{
        pushNotificationConfig: z.ZodObject<{
            authentication: z.ZodOptional<z.ZodObject<{
                credentials: z.ZodOptional<z.ZodString>;
                schemes: z.ZodArray<z.ZodString>;
            }, z.core.$loose>>;
            id: z.ZodOptional<z.ZodString>;
            token: z.ZodOptional<z.ZodString>;
            url: z.ZodString;
        }, z.core.$loose>;
        taskId: z.ZodString;
    }, z.core.$loose>>;
}, z.core.$loose>;
/** JSONRPCResponse (a2a.json (JSON-RPC dialect of protocol version 0.3), protocol version 0.3). */
declare const J_JSONRPCResponse: z.ZodUnion<readonly [z.ZodObject<{
    error: z.ZodUnion<readonly [z.ZodObject<{
        code: z.ZodNumber;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32700>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32600>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32601>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32602>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32603>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32001>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32002>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32003>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32004>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32005>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32006>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32007>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>]>;
    id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodNull]>;
    jsonrpc: z.ZodLiteral<"2.0">;
}, z.core.$loose>, z.ZodObject<{
    id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodNull]>;
    jsonrpc: z.ZodLiteral<"2.0">;
    result: z.ZodDiscriminatedUnion<[z.ZodObject<{
        artifacts: z.ZodOptional<z.ZodArray<z.ZodObject<{
            artifactId: z.ZodString;
            description: z.ZodOptional<z.ZodString>;
            extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            name: z.ZodOptional<z.ZodString>;
            parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                kind: z.ZodLiteral<"text">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                text: z.ZodString;
            }, z.core.$loose>, z.ZodObject<{
                file: z.ZodUnion<readonly [z.ZodObject<{
                    bytes: z.ZodString;
                    mimeType: z.ZodOptional<z.ZodString>;
                    name: z.ZodOptional<z.ZodString>;
                }, z.core.$loose>, z.ZodObject<{
                    mimeType: z.ZodOptional<z.ZodString>;
                    name: z.ZodOptional<z.ZodString>;
                    uri: z.ZodString;
                }, z.core.$loose>]>;
                kind: z.ZodLiteral<"file">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            }, z.core.$loose>, z.ZodObject<{
                data: z.ZodObject<{}, z.core.$loose>;
                kind: z.ZodLiteral<"data">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            }, z.core.$loose>], "kind">>;
        }, z.core.$loose>>>;
        contextId: z.ZodString;
        history: z.ZodOptional<z.ZodArray<z.ZodObject<{
            contextId: z.ZodOptional<z.ZodString>;
            extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
            kind: z.ZodLiteral<"message">;
            messageId: z.ZodString;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                kind: z.ZodLiteral<"text">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                text: z.ZodString;
            }, z.core.$loose>, z.ZodObject<{
                file: z.ZodUnion<readonly [z.ZodObject<{
                    bytes: z.ZodString;
                    mimeType: z.ZodOptional<z.ZodString>;
                    name: z.ZodOptional<z.ZodString>;
                }, z.core.$loose>, z.ZodObject<{
                    mimeType: z.ZodOptional<z.ZodString>;
                    name: z.ZodOptional<z.ZodString>;
                    uri: z.ZodString;
                }, z.core.$loose>]>;
                kind: z.ZodLiteral<"file">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            }, z.core.$loose>, z.ZodObject<{
                data: z.ZodObject<{}, z.core.$loose>;
                kind: z.ZodLiteral<"data">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            }, z.core.$loose>], "kind">>;
            referenceTaskIds: z.ZodOptional<z.ZodArray<z.ZodString>>;
            role: z.ZodEnum<{
                agent: "agent";
                user: "user";
            }>;
            taskId: z.ZodOptional<z.ZodString>;
        }, z.core.$loose>>>;
        id: z.ZodString;
        kind: z.ZodLiteral<"task">;
        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
        status: z.ZodObject<{
            message: z.ZodOptional<z.ZodObject<{
                contextId: z.ZodOptional<z.ZodString>;
                extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
                kind: z.ZodLiteral<"message">;
                messageId: z.ZodString;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                    kind: z.ZodLiteral<"text">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                    text: z.ZodString;
                }, z.core.$loose>, z.ZodObject<{
                    file: z.ZodUnion<readonly [z.ZodObject<{
                        bytes: z.ZodString;
                        mimeType: z.ZodOptional<z.ZodString>;
                        name: z.ZodOptional<z.ZodString>;
                    }, z.core.$loose>, z.ZodObject<{
                        mimeType: z.ZodOptional<z.ZodString>;
                        name: z.ZodOptional<z.ZodString>;
                        uri: z.ZodString;
                    }, z.core.$loose>]>;
                    kind: z.ZodLiteral<"file">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                }, z.core.$loose>, z.ZodObject<{
                    data: z.ZodObject<{}, z.core.$loose>;
                    kind: z.ZodLiteral<"data">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                }, z.core.$loose>], "kind">>;
                referenceTaskIds: z.ZodOptional<z.ZodArray<z.ZodString>>;
                role: z.ZodEnum<{
                    agent: "agent";
                    user: "user";
                }>;
                taskId: z.ZodOptional<z.ZodString>;
            }, z.core.$loose>>;
            state: z.ZodEnum<{
                unknown: "unknown";
                submitted: "submitted";
                working: "working";
                "input-required": "input-required";
                completed: "completed";
                canceled: "canceled";
                failed: "failed";
                rejected: "rejected";
                "auth-required": "auth-required";
            }>;
            timestamp: z.ZodOptional<z.ZodString>;
        }, z.core.$loose>;
    }, z.core.$loose>, z.ZodObject<{
        contextId: z.ZodOptional<z.ZodString>;
        extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
        kind: z.ZodLiteral<"message">;
        messageId: z.ZodString;
        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
        parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
            kind: z.ZodLiteral<"text">;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            text: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            file: z.ZodUnion<readonly [z.ZodObject<{
                bytes: z.ZodString;
                mimeType: z.ZodOptional<z.ZodString>;
                name: z.ZodOptional<z.ZodString>;
            }, z.core.$loose>, z.ZodObject<{
                mimeType: z.ZodOptional<z.ZodString>;
                name: z.ZodOptional<z.ZodString>;
                uri: z.ZodString;
            }, z.core.$loose>]>;
            kind: z.ZodLiteral<"file">;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
        }, z.core.$loose>, z.ZodObject<{
            data: z.ZodObject<{}, z.core.$loose>;
            kind: z.ZodLiteral<"data">;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
        }, z.core.$loose>], "kind">>;
        referenceTaskIds: z.ZodOptional<z.ZodArray<z.ZodString>>;
        role: z.ZodEnum<{
            agent: "agent";
            user: "user";
        }>;
        taskId: z.ZodOptional<z.ZodString>;
    }, z.core.$loose>], "kind">;
}, z.core.$loose>, z.ZodObject<{
    id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodNull]>;
    jsonrpc: z.ZodLiteral<"2.0">;
    result: z.ZodDiscriminatedUnion<[z.ZodObject<{
        artifacts: z.ZodOptional<z.ZodArray<z.ZodObject<{
            artifactId: z.ZodString;
            description: z.ZodOptional<z.ZodString>;
            extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            name: z.ZodOptional<z.ZodString>;
            parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                kind: z.ZodLiteral<"text">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                text: z.ZodString;
            }, z.core.$loose>, z.ZodObject<{
                file: z.ZodUnion<readonly [z.ZodObject<{
                    bytes: z.ZodString;
                    mimeType: z.ZodOptional<z.ZodString>;
                    name: z.ZodOptional<z.ZodString>;
                }, z.core.$loose>, z.ZodObject<{
                    mimeType: z.ZodOptional<z.ZodString>;
                    name: z.ZodOptional<z.ZodString>;
                    uri: z.ZodString;
                }, z.core.$loose>]>;
                kind: z.ZodLiteral<"file">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            }, z.core.$loose>, z.ZodObject<{
                data: z.ZodObject<{}, z.core.$loose>;
                kind: z.ZodLiteral<"data">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            }, z.core.$loose>], "kind">>;
        }, z.core.$loose>>>;
        contextId: z.ZodString;
        history: z.ZodOptional<z.ZodArray<z.ZodObject<{
            contextId: z.ZodOptional<z.ZodString>;
            extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
            kind: z.ZodLiteral<"message">;
            messageId: z.ZodString;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                kind: z.ZodLiteral<"text">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                text: z.ZodString;
            }, z.core.$loose>, z.ZodObject<{
                file: z.ZodUnion<readonly [z.ZodObject<{
                    bytes: z.ZodString;
                    mimeType: z.ZodOptional<z.ZodString>;
                    name: z.ZodOptional<z.ZodString>;
                }, z.core.$loose>, z.ZodObject<{
                    mimeType: z.ZodOptional<z.ZodString>;
                    name: z.ZodOptional<z.ZodString>;
                    uri: z.ZodString;
                }, z.core.$loose>]>;
                kind: z.ZodLiteral<"file">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            }, z.core.$loose>, z.ZodObject<{
                data: z.ZodObject<{}, z.core.$loose>;
                kind: z.ZodLiteral<"data">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            }, z.core.$loose>], "kind">>;
            referenceTaskIds: z.ZodOptional<z.ZodArray<z.ZodString>>;
            role: z.ZodEnum<{
                agent: "agent";
                user: "user";
            }>;
            taskId: z.ZodOptional<z.ZodString>;
        }, z.core.$loose>>>;
        id: z.ZodString;
        kind: z.ZodLiteral<"task">;
        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
        status: z.ZodObject<{
            message: z.ZodOptional<z.ZodObject<{
                contextId: z.ZodOptional<z.ZodString>;
                extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
                kind: z.ZodLiteral<"message">;
                messageId: z.ZodString;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                    kind: z.ZodLiteral<"text">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                    text: z.ZodString;
                }, z.core.$loose>, z.ZodObject<{
                    file: z.ZodUnion<readonly [z.ZodObject<{
                        bytes: z.ZodString;
                        mimeType: z.ZodOptional<z.ZodString>;
                        name: z.ZodOptional<z.ZodString>;
                    }, z.core.$loose>, z.ZodObject<{
                        mimeType: z.ZodOptional<z.ZodString>;
                        name: z.ZodOptional<z.ZodString>;
                        uri: z.ZodString;
                    }, z.core.$loose>]>;
                    kind: z.ZodLiteral<"file">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                }, z.core.$loose>, z.ZodObject<{
                    data: z.ZodObject<{}, z.core.$loose>;
                    kind: z.ZodLiteral<"data">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                }, z.core.$loose>], "kind">>;
                referenceTaskIds: z.ZodOptional<z.ZodArray<z.ZodString>>;
                role: z.ZodEnum<{
                    agent: "agent";
                    user: "user";
                }>;
                taskId: z.ZodOptional<z.ZodString>;
            }, z.core.$loose>>;
            state: z.ZodEnum<{
                unknown: "unknown";
                submitted: "submitted";
                working: "working";
                "input-required": "input-required";
                completed: "completed";
                canceled: "canceled";
                failed: "failed";
                rejected: "rejected";
                "auth-required": "auth-required";
            }>;
            timestamp: z.ZodOptional<z.ZodString>;
        }, z.core.$loose>;
    }, z.core.$loose>, z.ZodObject<{
        contextId: z.ZodOptional<z.ZodString>;
        extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
        kind: z.ZodLiteral<"message">;
        messageId: z.ZodString;
        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
        parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
            kind: z.ZodLiteral<"text">;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            text: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            file: z.ZodUnion<readonly [z.ZodObject<{
                bytes: z.ZodString;
                mimeType: z.ZodOptional<z.ZodString>;
                name: z.ZodOptional<z.ZodString>;
            }, z.core.$loose>, z.ZodObject<{
                mimeType: z.ZodOptional<z.ZodString>;
                name: z.ZodOptional<z.ZodString>;
                uri: z.ZodString;
            }, z.core.$loose>]>;
            kind: z.ZodLiteral<"file">;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
        }, z.core.$loose>, z.ZodObject<{
            data: z.ZodObject<{}, z.core.$loose>;
            kind: z.ZodLiteral<"data">;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
        }, z.core.$loose>], "kind">>;
        referenceTaskIds: z.ZodOptional<z.ZodArray<z.ZodString>>;
        role: z.ZodEnum<{
            agent: "agent";
            user: "user";
        }>;
        taskId: z.ZodOptional<z.ZodString>;
    }, z.core.$loose>, z.ZodObject<{
        contextId: z.ZodString;
        final: z.ZodBoolean;
        kind: z.ZodLiteral<"status-update">;
        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
        status: z.ZodObject<{
            message: z.ZodOptional<z.ZodObject<{
                contextId: z.ZodOptional<z.ZodString>;
                extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
                kind: z.ZodLiteral<"message">;
                messageId: z.ZodString;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                    kind: z.ZodLiteral<"text">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                    text: z.ZodString;
                }, z.core.$loose>, z.ZodObject<{
                    file: z.ZodUnion<readonly [z.ZodObject<{
                        bytes: z.ZodString;
                        mimeType: z.ZodOptional<z.ZodString>;
                        name: z.ZodOptional<z.ZodString>;
                    }, z.core.$loose>, z.ZodObject<{
                        mimeType: z.ZodOptional<z.ZodString>;
                        name: z.ZodOptional<z.ZodString>;
                        uri: z.ZodString;
                    }, z.core.$loose>]>;
                    kind: z.ZodLiteral<"file">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                }, z.core.$loose>, z.ZodObject<{
                    data: z.ZodObject<{}, z.core.$loose>;
                    kind: z.ZodLiteral<"data">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                }, z.core.$loose>], "kind">>;
                referenceTaskIds: z.ZodOptional<z.ZodArray<z.ZodString>>;
                role: z.ZodEnum<{
                    agent: "agent";
                    user: "user";
                }>;
                taskId: z.ZodOptional<z.ZodString>;
            }, z.core.$loose>>;
            state: z.ZodEnum<{
                unknown: "unknown";
                submitted: "submitted";
                working: "working";
                "input-required": "input-required";
                completed: "completed";
                canceled: "canceled";
                failed: "failed";
                rejected: "rejected";
                "auth-required": "auth-required";
            }>;
            timestamp: z.ZodOptional<z.ZodString>;
        }, z.core.$loose>;
        taskId: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        append: z.ZodOptional<z.ZodBoolean>;
        artifact: z.ZodObject<{
            artifactId: z.ZodString;
            description: z.ZodOptional<z.ZodString>;
            extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            name: z.ZodOptional<z.ZodString>;
            parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                kind: z.ZodLiteral<"text">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                text: z.ZodString;
            }, z.core.$loose>, z.ZodObject<{
                file: z.ZodUnion<readonly [z.ZodObject<{
                    bytes: z.ZodString;
                    mimeType: z.ZodOptional<z.ZodString>;
                    name: z.ZodOptional<z.ZodString>;
                }, z.core.$loose>, z.ZodObject<{
                    mimeType: z.ZodOptional<z.ZodString>;
                    name: z.ZodOptional<z.ZodString>;
                    uri: z.ZodString;
                }, z.core.$loose>]>;
                kind: z.ZodLiteral<"file">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            }, z.core.$loose>, z.ZodObject<{
                data: z.ZodObject<{}, z.core.$loose>;
                kind: z.ZodLiteral<"data">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            }, z.core.$loose>], "kind">>;
        }, z.core.$loose>;
        contextId: z.ZodString;
        kind: z.ZodLiteral<"artifact-update">;
        lastChunk: z.ZodOptional<z.ZodBoolean>;
        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
        taskId: z.ZodString;
    }, z.core.$loose>], "kind">;
}, z.core.$loose>, z.ZodObject<{
    id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodNull]>;
    jsonrpc: z.ZodLiteral<"2.0">;
    result: z.ZodObject<{
        artifacts: z.ZodOptional<z.ZodArray<z.ZodObject<{
            artifactId: z.ZodString;
            description: z.ZodOptional<z.ZodString>;
            extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            name: z.ZodOptional<z.ZodString>;
            parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                kind: z.ZodLiteral<"text">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                text: z.ZodString;
            }, z.core.$loose>, z.ZodObject<{
                file: z.ZodUnion<readonly [z.ZodObject<{
                    bytes: z.ZodString;
                    mimeType: z.ZodOptional<z.ZodString>;
                    name: z.ZodOptional<z.ZodString>;
                }, z.core.$loose>, z.ZodObject<{
                    mimeType: z.ZodOptional<z.ZodString>;
                    name: z.ZodOptional<z.ZodString>;
                    uri: z.ZodString;
                }, z.core.$loose>]>;
                kind: z.ZodLiteral<"file">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            }, z.core.$loose>, z.ZodObject<{
                data: z.ZodObject<{}, z.core.$loose>;
                kind: z.ZodLiteral<"data">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            }, z.core.$loose>], "kind">>;
        }, z.core.$loose>>>;
        contextId: z.ZodString;
        history: z.ZodOptional<z.ZodArray<z.ZodObject<{
            contextId: z.ZodOptional<z.ZodString>;
            extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
            kind: z.ZodLiteral<"message">;
            messageId: z.ZodString;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                kind: z.ZodLiteral<"text">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                text: z.ZodString;
            }, z.core.$loose>, z.ZodObject<{
                file: z.ZodUnion<readonly [z.ZodObject<{
                    bytes: z.ZodString;
                    mimeType: z.ZodOptional<z.ZodString>;
                    name: z.ZodOptional<z.ZodString>;
                }, z.core.$loose>, z.ZodObject<{
                    mimeType: z.ZodOptional<z.ZodString>;
                    name: z.ZodOptional<z.ZodString>;
                    uri: z.ZodString;
                }, z.core.$loose>]>;
                kind: z.ZodLiteral<"file">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            }, z.core.$loose>, z.ZodObject<{
                data: z.ZodObject<{}, z.core.$loose>;
                kind: z.ZodLiteral<"data">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            }, z.core.$loose>], "kind">>;
            referenceTaskIds: z.ZodOptional<z.ZodArray<z.ZodString>>;
            role: z.ZodEnum<{
                agent: "agent";
                user: "user";
            }>;
            taskId: z.ZodOptional<z.ZodString>;
        }, z.core.$loose>>>;
        id: z.ZodString;
        kind: z.ZodLiteral<"task">;
        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
        status: z.ZodObject<{
            message: z.ZodOptional<z.ZodObject<{
                contextId: z.ZodOptional<z.ZodString>;
                extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
                kind: z.ZodLiteral<"message">;
                messageId: z.ZodString;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                    kind: z.ZodLiteral<"text">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                    text: z.ZodString;
                }, z.core.$loose>, z.ZodObject<{
                    file: z.ZodUnion<readonly [z.ZodObject<{
                        bytes: z.ZodString;
                        mimeType: z.ZodOptional<z.ZodString>;
                        name: z.ZodOptional<z.ZodString>;
                    }, z.core.$loose>, z.ZodObject<{
                        mimeType: z.ZodOptional<z.ZodString>;
                        name: z.ZodOptional<z.ZodString>;
                        uri: z.ZodString;
                    }, z.core.$loose>]>;
                    kind: z.ZodLiteral<"file">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                }, z.core.$loose>, z.ZodObject<{
                    data: z.ZodObject<{}, z.core.$loose>;
                    kind: z.ZodLiteral<"data">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                }, z.core.$loose>], "kind">>;
                referenceTaskIds: z.ZodOptional<z.ZodArray<z.ZodString>>;
                role: z.ZodEnum<{
                    agent: "agent";
                    user: "user";
                }>;
                taskId: z.ZodOptional<z.ZodString>;
            }, z.core.$loose>>;
            state: z.ZodEnum<{
                unknown: "unknown";
                submitted: "submitted";
                working: "working";
                "input-required": "input-required";
                completed: "completed";
                canceled: "canceled";
                failed: "failed";
                rejected: "rejected";
                "auth-required": "auth-required";
            }>;
            timestamp: z.ZodOptional<z.ZodString>;
        }, z.core.$loose>;
    }, z.core.$loose>;
}, z.core.$loose>, z.ZodObject<{
    id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodNull]>;
    jsonrpc: z.ZodLiteral<"2.0">;
    result: z.ZodObject<{
        artifacts: z.ZodOptional<z.ZodArray<z.ZodObject<{
            artifactId: z.ZodString;
            description: z.ZodOptional<z.ZodString>;
            extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            name: z.ZodOptional<z.ZodString>;
            parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                kind: z.ZodLiteral<"text">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                text: z.ZodString;
            }, z.core.$loose>, z.ZodObject<{
                file: z.ZodUnion<readonly [z.ZodObject<{
                    bytes: z.ZodString;
                    mimeType: z.ZodOptional<z.ZodString>;
                    name: z.ZodOptional<z.ZodString>;
                }, z.core.$loose>, z.ZodObject<{
                    mimeType: z.ZodOptional<z.ZodString>;
                    name: z.ZodOptional<z.ZodString>;
                    uri: z.ZodString;
                }, z.core.$loose>]>;
                kind: z.ZodLiteral<"file">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            }, z.core.$loose>, z.ZodObject<{
                data: z.ZodObject<{}, z.core.$loose>;
                kind: z.ZodLiteral<"data">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            }, z.core.$loose>], "kind">>;
        }, z.core.$loose>>>;
        contextId: z.ZodString;
        history: z.ZodOptional<z.ZodArray<z.ZodObject<{
            contextId: z.ZodOptional<z.ZodString>;
            extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
            kind: z.ZodLiteral<"message">;
            messageId: z.ZodString;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                kind: z.ZodLiteral<"text">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                text: z.ZodString;
            }, z.core.$loose>, z.ZodObject<{
                file: z.ZodUnion<readonly [z.ZodObject<{
                    bytes: z.ZodString;
                    mimeType: z.ZodOptional<z.ZodString>;
                    name: z.ZodOptional<z.ZodString>;
                }, z.core.$loose>, z.ZodObject<{
                    mimeType: z.ZodOptional<z.ZodString>;
                    name: z.ZodOptional<z.ZodString>;
                    uri: z.ZodString;
                }, z.core.$loose>]>;
                kind: z.ZodLiteral<"file">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            }, z.core.$loose>, z.ZodObject<{
                data: z.ZodObject<{}, z.core.$loose>;
                kind: z.ZodLiteral<"data">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            }, z.core.$loose>], "kind">>;
            referenceTaskIds: z.ZodOptional<z.ZodArray<z.ZodString>>;
            role: z.ZodEnum<{
                agent: "agent";
                user: "user";
            }>;
            taskId: z.ZodOptional<z.ZodString>;
        }, z.core.$loose>>>;
        id: z.ZodString;
        kind: z.ZodLiteral<"task">;
        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
        status: z.ZodObject<{
            message: z.ZodOptional<z.ZodObject<{
                contextId: z.ZodOptional<z.ZodString>;
                extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
                kind: z.ZodLiteral<"message">;
                messageId: z.ZodString;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                    kind: z.ZodLiteral<"text">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                    text: z.ZodString;
                }, z.core.$loose>, z.ZodObject<{
                    file: z.ZodUnion<readonly [z.ZodObject<{
                        bytes: z.ZodString;
                        mimeType: z.ZodOptional<z.ZodString>;
                        name: z.ZodOptional<z.ZodString>;
                    }, z.core.$loose>, z.ZodObject<{
                        mimeType: z.ZodOptional<z.ZodString>;
                        name: z.ZodOptional<z.ZodString>;
                        uri: z.ZodString;
                    }, z.core.$loose>]>;
                    kind: z.ZodLiteral<"file">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                }, z.core.$loose>, z.ZodObject<{
                    data: z.ZodObject<{}, z.core.$loose>;
                    kind: z.ZodLiteral<"data">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                }, z.core.$loose>], "kind">>;
                referenceTaskIds: z.ZodOptional<z.ZodArray<z.ZodString>>;
                role: z.ZodEnum<{
                    agent: "agent";
                    user: "user";
                }>;
                taskId: z.ZodOptional<z.ZodString>;
            }, z.core.$loose>>;
            state: z.ZodEnum<{
                unknown: "unknown";
                submitted: "submitted";
                working: "working";
                "input-required": "input-required";
                completed: "completed";
                canceled: "canceled";
                failed: "failed";
                rejected: "rejected";
                "auth-required": "auth-required";
            }>;
            timestamp: z.ZodOptional<z.ZodString>;
        }, z.core.$loose>;
    }, z.core.$loose>;
}, z.core.$loose>, z.ZodObject<{
    id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodNull]>;
    jsonrpc: z.ZodLiteral<"2.0">;
    result: z.ZodObject<{
        pushNotificationConfig: z.ZodObject<{
            authentication: z.ZodOptional<z.ZodObject<{
                credentials: z.ZodOptional<z.ZodString>;
                schemes: z.ZodArray<z.ZodString>;
            }, z.core.$loose>>;
            id: z.ZodOptional<z.ZodString>;
            token: z.ZodOptional<z.ZodString>;
            url: z.ZodString;
        }, z.core.$loose>;
        taskId: z.ZodString;
    }, z.core.$loose>;
}, z.core.$loose>, z.ZodObject<{
    id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodNull]>;
    jsonrpc: z.ZodLiteral<"2.0">;
    result: z.ZodObject<{
        pushNotificationConfig: z.ZodObject<{
            authentication: z.ZodOptional<z.ZodObject<{
                credentials: z.ZodOptional<z.ZodString>;
                schemes: z.ZodArray<z.ZodString>;
            }, z.core.$loose>>;
            id: z.ZodOptional<z.ZodString>;
            token: z.ZodOptional<z.ZodString>;
            url: z.ZodString;
        }, z.core.$loose>;
        taskId: z.ZodString;
    }, z.core.$loose>;
}, z.core.$loose>, z.ZodObject<{
    id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodNull]>;
    jsonrpc: z.ZodLiteral<"2.0">;
    result: z.ZodArray<z.ZodObject<{
        pushNotificationConfig: z.ZodObject<{
            authentication: z.ZodOptional<z.ZodObject<{
                credentials: z.ZodOptional<z.ZodString>;
                schemes: z.ZodArray<z.ZodString>;
            }, z.core.$loose>>;
            id: z.ZodOptional<z.ZodString>;
            token: z.ZodOptional<z.ZodString>;
            url: z.ZodString;
        }, z.core.$loose>;
        taskId: z.ZodString;
    }, z.core.$loose>>;
}, z.core.$loose>, z.ZodObject<{
    id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodNull]>;
    jsonrpc: z.ZodLiteral<"2.0">;
    result: z.ZodNull;
}, z.core.$loose>, z.ZodObject<{
    id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodNull]>;
    jsonrpc: z.ZodLiteral<"2.0">;
    result: z.ZodObject<{
        additionalInterfaces: z.ZodOptional<z.ZodArray<z.ZodObject<{
            transport: z.ZodString;
            url: z.ZodString;
        }, z.core.$loose>>>;
        capabilities: z.ZodObject<{
            extensions: z.ZodOptional<z.ZodArray<z.ZodObject<{
                description: z.ZodOptional<z.ZodString>;
                params: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                required: z.ZodOptional<z.ZodBoolean>;
                uri: z.ZodString;
            }, z.core.$loose>>>;
            pushNotifications: z.ZodOptional<z.ZodBoolean>;
            stateTransitionHistory: z.ZodOptional<z.ZodBoolean>;
            streaming: z.ZodOptional<z.ZodBoolean>;
        }, z.core.$loose>;
        defaultInputModes: z.ZodArray<z.ZodString>;
        defaultOutputModes: z.ZodArray<z.ZodString>;
        description: z.ZodString;
        documentationUrl: z.ZodOptional<z.ZodString>;
        iconUrl: z.ZodOptional<z.ZodString>;
        name: z.ZodString;
        preferredTransport: z.ZodOptional<z.ZodString>;
        protocolVersion: z.ZodString;
        provider: z.ZodOptional<z.ZodObject<{
            organization: z.ZodString;
            url: z.ZodString;
        }, z.core.$loose>>;
        security: z.ZodOptional<z.ZodArray<z.ZodPreprocess<z.ZodObject<{}, z.core.$catchall<z.ZodArray<z.ZodString>>>, unknown>>>;
        securitySchemes: z.ZodOptional<z.ZodPreprocess<z.ZodObject<{}, z.core.$catchall<z.ZodDiscriminatedUnion<[z.ZodObject<{
            description: z.ZodOptional<z.ZodString>;
            in: z.ZodEnum<{
                query: "query";
                header: "header";
                cookie: "cookie";
            }>;
            name: z.ZodString;
            type: z.ZodLiteral<"apiKey">;
        }, z.core.$loose>, z.ZodObject<{
            bearerFormat: z.ZodOptional<z.ZodString>;
            description: z.ZodOptional<z.ZodString>;
            scheme: z.ZodString;
            type: z.ZodLiteral<"http">;
        }, z.core.$loose>, z.ZodObject<{
            description: z.ZodOptional<z.ZodString>;
            flows: z.ZodObject<{
                authorizationCode: z.ZodOptional<z.ZodObject<{
                    authorizationUrl: z.ZodString;
                    refreshUrl: z.ZodOptional<z.ZodString>;
                    scopes: z.ZodPreprocess<z.ZodObject<{}, z.core.$catchall<z.ZodString>>, unknown>;
                    tokenUrl: z.ZodString;
                }, z.core.$loose>>;
                clientCredentials: z.ZodOptional<z.ZodObject<{
                    refreshUrl: z.ZodOptional<z.ZodString>;
                    scopes: z.ZodPreprocess<z.ZodObject<{}, z.core.$catchall<z.ZodString>>, unknown>;
                    tokenUrl: z.ZodString;
                }, z.core.$loose>>;
                implicit: z.ZodOptional<z.ZodObject<{
                    authorizationUrl: z.ZodString;
                    refreshUrl: z.ZodOptional<z.ZodString>;
                    scopes: z.ZodPreprocess<z.ZodObject<{}, z.core.$catchall<z.ZodString>>, unknown>;
                }, z.core.$loose>>;
                password: z.ZodOptional<z.ZodObject<{
                    refreshUrl: z.ZodOptional<z.ZodString>;
                    scopes: z.ZodPreprocess<z.ZodObject<{}, z.core.$catchall<z.ZodString>>, unknown>;
                    tokenUrl: z.ZodString;
                }, z.core.$loose>>;
            }, z.core.$loose>;
            oauth2MetadataUrl: z.ZodOptional<z.ZodString>;
            type: z.ZodLiteral<"oauth2">;
        }, z.core.$loose>, z.ZodObject<{
            description: z.ZodOptional<z.ZodString>;
            openIdConnectUrl: z.ZodString;
            type: z.ZodLiteral<"openIdConnect">;
        }, z.core.$loose>, z.ZodObject<{
            description: z.ZodOptional<z.ZodString>;
            type: z.ZodLiteral<"mutualTLS">;
        }, z.core.$loose>], "type">>>, unknown>>;
        signatures: z.ZodOptional<z.ZodArray<z.ZodObject<{
            header: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            protected: z.ZodString;
            signature: z.ZodString;
        }, z.core.$loose>>>;
        skills: z.ZodArray<z.ZodObject<{
            description: z.ZodString;
            examples: z.ZodOptional<z.ZodArray<z.ZodString>>;
            id: z.ZodString;
            inputModes: z.ZodOptional<z.ZodArray<z.ZodString>>;
            name: z.ZodString;
            outputModes: z.ZodOptional<z.ZodArray<z.ZodString>>;
            security: z.ZodOptional<z.ZodArray<z.ZodPreprocess<z.ZodObject<{}, z.core.$catchall<z.ZodArray<z.ZodString>>>, unknown>>>;
            tags: z.ZodArray<z.ZodString>;
        }, z.core.$loose>>;
        supportsAuthenticatedExtendedCard: z.ZodOptional<z.ZodBoolean>;
        url: z.ZodString;
        version: z.ZodString;
    }, z.core.$loose>;
}, z.core.$loose>]>;
/** JSONRPCSuccessResponse (a2a.json (JSON-RPC dialect of protocol version 0.3), protocol version 0.3). */
declare const J_JSONRPCSuccessResponse: z.ZodObject<{
    id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodNull]>;
    jsonrpc: z.ZodLiteral<"2.0">;
    result: z.ZodUnknown & z.ZodType<{} | null, unknown, z.core.$ZodTypeInternals<{} | null, unknown>>;
}, z.core.$loose>;
/** ListTaskPushNotificationConfigResponse (a2a.json (JSON-RPC dialect of protocol version 0.3), protocol version 0.3). */
declare const J_ListTaskPushNotificationConfigResponse: z.ZodUnion<readonly [z.ZodObject<{
    error: z.ZodUnion<readonly [z.ZodObject<{
        code: z.ZodNumber;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32700>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32600>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32601>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32602>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32603>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32001>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32002>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32003>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32004>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32005>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32006>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32007>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>]>;
    id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodNull]>;
    jsonrpc: z.ZodLiteral<"2.0">;
}, z.core.$loose>, z.ZodObject<{
    id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodNull]>;
    jsonrpc: z.ZodLiteral<"2.0">;
    result: z.ZodArray<z.ZodObject<{
        pushNotificationConfig: z.ZodObject<{
            authentication: z.ZodOptional<z.ZodObject<{
                credentials: z.ZodOptional<z.ZodString>;
                schemes: z.ZodArray<z.ZodString>;
            }, z.core.$loose>>;
            id: z.ZodOptional<z.ZodString>;
            token: z.ZodOptional<z.ZodString>;
            url: z.ZodString;
        }, z.core.$loose>;
        taskId: z.ZodString;
    }, z.core.$loose>>;
}, z.core.$loose>]>;
/** PartBase (a2a.json (JSON-RPC dialect of protocol version 0.3), protocol version 0.3). */
declare const J_PartBase: z.ZodObject<{
    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
}, z.core.$loose>;
/** SecuritySchemeBase (a2a.json (JSON-RPC dialect of protocol version 0.3), protocol version 0.3). */
declare const J_SecuritySchemeBase: z.ZodObject<{
    description: z.ZodOptional<z.ZodString>;
}, z.core.$loose>;
/** SendMessageResponse (a2a.json (JSON-RPC dialect of protocol version 0.3), protocol version 0.3). */
declare const J_SendMessageResponse: z.ZodUnion<readonly [z.ZodObject<{
    error: z.ZodUnion<readonly [z.ZodObject<{
        code: z.ZodNumber;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32700>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32600>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32601>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32602>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32603>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32001>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32002>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32003>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32004>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32005>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32006>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32007>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>]>;
    id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodNull]>;
    jsonrpc: z.ZodLiteral<"2.0">;
}, z.core.$loose>, z.ZodObject<{
    id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodNull]>;
    jsonrpc: z.ZodLiteral<"2.0">;
    result: z.ZodDiscriminatedUnion<[z.ZodObject<{
        artifacts: z.ZodOptional<z.ZodArray<z.ZodObject<{
            artifactId: z.ZodString;
            description: z.ZodOptional<z.ZodString>;
            extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            name: z.ZodOptional<z.ZodString>;
            parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                kind: z.ZodLiteral<"text">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                text: z.ZodString;
            }, z.core.$loose>, z.ZodObject<{
                file: z.ZodUnion<readonly [z.ZodObject<{
                    bytes: z.ZodString;
                    mimeType: z.ZodOptional<z.ZodString>;
                    name: z.ZodOptional<z.ZodString>;
                }, z.core.$loose>, z.ZodObject<{
                    mimeType: z.ZodOptional<z.ZodString>;
                    name: z.ZodOptional<z.ZodString>;
                    uri: z.ZodString;
                }, z.core.$loose>]>;
                kind: z.ZodLiteral<"file">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            }, z.core.$loose>, z.ZodObject<{
                data: z.ZodObject<{}, z.core.$loose>;
                kind: z.ZodLiteral<"data">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            }, z.core.$loose>], "kind">>;
        }, z.core.$loose>>>;
        contextId: z.ZodString;
        history: z.ZodOptional<z.ZodArray<z.ZodObject<{
            contextId: z.ZodOptional<z.ZodString>;
            extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
            kind: z.ZodLiteral<"message">;
            messageId: z.ZodString;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                kind: z.ZodLiteral<"text">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                text: z.ZodString;
            }, z.core.$loose>, z.ZodObject<{
                file: z.ZodUnion<readonly [z.ZodObject<{
                    bytes: z.ZodString;
                    mimeType: z.ZodOptional<z.ZodString>;
                    name: z.ZodOptional<z.ZodString>;
                }, z.core.$loose>, z.ZodObject<{
                    mimeType: z.ZodOptional<z.ZodString>;
                    name: z.ZodOptional<z.ZodString>;
                    uri: z.ZodString;
                }, z.core.$loose>]>;
                kind: z.ZodLiteral<"file">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            }, z.core.$loose>, z.ZodObject<{
                data: z.ZodObject<{}, z.core.$loose>;
                kind: z.ZodLiteral<"data">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            }, z.core.$loose>], "kind">>;
            referenceTaskIds: z.ZodOptional<z.ZodArray<z.ZodString>>;
            role: z.ZodEnum<{
                agent: "agent";
                user: "user";
            }>;
            taskId: z.ZodOptional<z.ZodString>;
        }, z.core.$loose>>>;
        id: z.ZodString;
        kind: z.ZodLiteral<"task">;
        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
        status: z.ZodObject<{
            message: z.ZodOptional<z.ZodObject<{
                contextId: z.ZodOptional<z.ZodString>;
                extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
                kind: z.ZodLiteral<"message">;
                messageId: z.ZodString;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                    kind: z.ZodLiteral<"text">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                    text: z.ZodString;
                }, z.core.$loose>, z.ZodObject<{
                    file: z.ZodUnion<readonly [z.ZodObject<{
                        bytes: z.ZodString;
                        mimeType: z.ZodOptional<z.ZodString>;
                        name: z.ZodOptional<z.ZodString>;
                    }, z.core.$loose>, z.ZodObject<{
                        mimeType: z.ZodOptional<z.ZodString>;
                        name: z.ZodOptional<z.ZodString>;
                        uri: z.ZodString;
                    }, z.core.$loose>]>;
                    kind: z.ZodLiteral<"file">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                }, z.core.$loose>, z.ZodObject<{
                    data: z.ZodObject<{}, z.core.$loose>;
                    kind: z.ZodLiteral<"data">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                }, z.core.$loose>], "kind">>;
                referenceTaskIds: z.ZodOptional<z.ZodArray<z.ZodString>>;
                role: z.ZodEnum<{
                    agent: "agent";
                    user: "user";
                }>;
                taskId: z.ZodOptional<z.ZodString>;
            }, z.core.$loose>>;
            state: z.ZodEnum<{
                unknown: "unknown";
                submitted: "submitted";
                working: "working";
                "input-required": "input-required";
                completed: "completed";
                canceled: "canceled";
                failed: "failed";
                rejected: "rejected";
                "auth-required": "auth-required";
            }>;
            timestamp: z.ZodOptional<z.ZodString>;
        }, z.core.$loose>;
    }, z.core.$loose>, z.ZodObject<{
        contextId: z.ZodOptional<z.ZodString>;
        extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
        kind: z.ZodLiteral<"message">;
        messageId: z.ZodString;
        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
        parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
            kind: z.ZodLiteral<"text">;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            text: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            file: z.ZodUnion<readonly [z.ZodObject<{
                bytes: z.ZodString;
                mimeType: z.ZodOptional<z.ZodString>;
                name: z.ZodOptional<z.ZodString>;
            }, z.core.$loose>, z.ZodObject<{
                mimeType: z.ZodOptional<z.ZodString>;
                name: z.ZodOptional<z.ZodString>;
                uri: z.ZodString;
            }, z.core.$loose>]>;
            kind: z.ZodLiteral<"file">;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
        }, z.core.$loose>, z.ZodObject<{
            data: z.ZodObject<{}, z.core.$loose>;
            kind: z.ZodLiteral<"data">;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
        }, z.core.$loose>], "kind">>;
        referenceTaskIds: z.ZodOptional<z.ZodArray<z.ZodString>>;
        role: z.ZodEnum<{
            agent: "agent";
            user: "user";
        }>;
        taskId: z.ZodOptional<z.ZodString>;
    }, z.core.$loose>], "kind">;
}, z.core.$loose>]>;
/** SendStreamingMessageResponse (a2a.json (JSON-RPC dialect of protocol version 0.3), protocol version 0.3). */
declare const J_SendStreamingMessageResponse: z.ZodUnion<readonly [z.ZodObject<{
    error: z.ZodUnion<readonly [z.ZodObject<{
        code: z.ZodNumber;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32700>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32600>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32601>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32602>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32603>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32001>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32002>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32003>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32004>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32005>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32006>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32007>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>]>;
    id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodNull]>;
    jsonrpc: z.ZodLiteral<"2.0">;
}, z.core.$loose>, z.ZodObject<{
    id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodNull]>;
    jsonrpc: z.ZodLiteral<"2.0">;
    result: z.ZodDiscriminatedUnion<[z.ZodObject<{
        artifacts: z.ZodOptional<z.ZodArray<z.ZodObject<{
            artifactId: z.ZodString;
            description: z.ZodOptional<z.ZodString>;
            extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            name: z.ZodOptional<z.ZodString>;
            parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                kind: z.ZodLiteral<"text">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                text: z.ZodString;
            }, z.core.$loose>, z.ZodObject<{
                file: z.ZodUnion<readonly [z.ZodObject<{
                    bytes: z.ZodString;
                    mimeType: z.ZodOptional<z.ZodString>;
                    name: z.ZodOptional<z.ZodString>;
                }, z.core.$loose>, z.ZodObject<{
                    mimeType: z.ZodOptional<z.ZodString>;
                    name: z.ZodOptional<z.ZodString>;
                    uri: z.ZodString;
                }, z.core.$loose>]>;
                kind: z.ZodLiteral<"file">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            }, z.core.$loose>, z.ZodObject<{
                data: z.ZodObject<{}, z.core.$loose>;
                kind: z.ZodLiteral<"data">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            }, z.core.$loose>], "kind">>;
        }, z.core.$loose>>>;
        contextId: z.ZodString;
        history: z.ZodOptional<z.ZodArray<z.ZodObject<{
            contextId: z.ZodOptional<z.ZodString>;
            extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
            kind: z.ZodLiteral<"message">;
            messageId: z.ZodString;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                kind: z.ZodLiteral<"text">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                text: z.ZodString;
            }, z.core.$loose>, z.ZodObject<{
                file: z.ZodUnion<readonly [z.ZodObject<{
                    bytes: z.ZodString;
                    mimeType: z.ZodOptional<z.ZodString>;
                    name: z.ZodOptional<z.ZodString>;
                }, z.core.$loose>, z.ZodObject<{
                    mimeType: z.ZodOptional<z.ZodString>;
                    name: z.ZodOptional<z.ZodString>;
                    uri: z.ZodString;
                }, z.core.$loose>]>;
                kind: z.ZodLiteral<"file">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            }, z.core.$loose>, z.ZodObject<{
                data: z.ZodObject<{}, z.core.$loose>;
                kind: z.ZodLiteral<"data">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            }, z.core.$loose>], "kind">>;
            referenceTaskIds: z.ZodOptional<z.ZodArray<z.ZodString>>;
            role: z.ZodEnum<{
                agent: "agent";
                user: "user";
            }>;
            taskId: z.ZodOptional<z.ZodString>;
        }, z.core.$loose>>>;
        id: z.ZodString;
        kind: z.ZodLiteral<"task">;
        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
        status: z.ZodObject<{
            message: z.ZodOptional<z.ZodObject<{
                contextId: z.ZodOptional<z.ZodString>;
                extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
                kind: z.ZodLiteral<"message">;
                messageId: z.ZodString;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                    kind: z.ZodLiteral<"text">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                    text: z.ZodString;
                }, z.core.$loose>, z.ZodObject<{
                    file: z.ZodUnion<readonly [z.ZodObject<{
                        bytes: z.ZodString;
                        mimeType: z.ZodOptional<z.ZodString>;
                        name: z.ZodOptional<z.ZodString>;
                    }, z.core.$loose>, z.ZodObject<{
                        mimeType: z.ZodOptional<z.ZodString>;
                        name: z.ZodOptional<z.ZodString>;
                        uri: z.ZodString;
                    }, z.core.$loose>]>;
                    kind: z.ZodLiteral<"file">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                }, z.core.$loose>, z.ZodObject<{
                    data: z.ZodObject<{}, z.core.$loose>;
                    kind: z.ZodLiteral<"data">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                }, z.core.$loose>], "kind">>;
                referenceTaskIds: z.ZodOptional<z.ZodArray<z.ZodString>>;
                role: z.ZodEnum<{
                    agent: "agent";
                    user: "user";
                }>;
                taskId: z.ZodOptional<z.ZodString>;
            }, z.core.$loose>>;
            state: z.ZodEnum<{
                unknown: "unknown";
                submitted: "submitted";
                working: "working";
                "input-required": "input-required";
                completed: "completed";
                canceled: "canceled";
                failed: "failed";
                rejected: "rejected";
                "auth-required": "auth-required";
            }>;
            timestamp: z.ZodOptional<z.ZodString>;
        }, z.core.$loose>;
    }, z.core.$loose>, z.ZodObject<{
        contextId: z.ZodOptional<z.ZodString>;
        extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
        kind: z.ZodLiteral<"message">;
        messageId: z.ZodString;
        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
        parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
            kind: z.ZodLiteral<"text">;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            text: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            file: z.ZodUnion<readonly [z.ZodObject<{
                bytes: z.ZodString;
                mimeType: z.ZodOptional<z.ZodString>;
                name: z.ZodOptional<z.ZodString>;
            }, z.core.$loose>, z.ZodObject<{
                mimeType: z.ZodOptional<z.ZodString>;
                name: z.ZodOptional<z.ZodString>;
                uri: z.ZodString;
            }, z.core.$loose>]>;
            kind: z.ZodLiteral<"file">;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
        }, z.core.$loose>, z.ZodObject<{
            data: z.ZodObject<{}, z.core.$loose>;
            kind: z.ZodLiteral<"data">;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
        }, z.core.$loose>], "kind">>;
        referenceTaskIds: z.ZodOptional<z.ZodArray<z.ZodString>>;
        role: z.ZodEnum<{
            agent: "agent";
            user: "user";
        }>;
        taskId: z.ZodOptional<z.ZodString>;
    }, z.core.$loose>, z.ZodObject<{
        contextId: z.ZodString;
        final: z.ZodBoolean;
        kind: z.ZodLiteral<"status-update">;
        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
        status: z.ZodObject<{
            message: z.ZodOptional<z.ZodObject<{
                contextId: z.ZodOptional<z.ZodString>;
                extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
                kind: z.ZodLiteral<"message">;
                messageId: z.ZodString;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                    kind: z.ZodLiteral<"text">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                    text: z.ZodString;
                }, z.core.$loose>, z.ZodObject<{
                    file: z.ZodUnion<readonly [z.ZodObject<{
                        bytes: z.ZodString;
                        mimeType: z.ZodOptional<z.ZodString>;
                        name: z.ZodOptional<z.ZodString>;
                    }, z.core.$loose>, z.ZodObject<{
                        mimeType: z.ZodOptional<z.ZodString>;
                        name: z.ZodOptional<z.ZodString>;
                        uri: z.ZodString;
                    }, z.core.$loose>]>;
                    kind: z.ZodLiteral<"file">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                }, z.core.$loose>, z.ZodObject<{
                    data: z.ZodObject<{}, z.core.$loose>;
                    kind: z.ZodLiteral<"data">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                }, z.core.$loose>], "kind">>;
                referenceTaskIds: z.ZodOptional<z.ZodArray<z.ZodString>>;
                role: z.ZodEnum<{
                    agent: "agent";
                    user: "user";
                }>;
                taskId: z.ZodOptional<z.ZodString>;
            }, z.core.$loose>>;
            state: z.ZodEnum<{
                unknown: "unknown";
                submitted: "submitted";
                working: "working";
                "input-required": "input-required";
                completed: "completed";
                canceled: "canceled";
                failed: "failed";
                rejected: "rejected";
                "auth-required": "auth-required";
            }>;
            timestamp: z.ZodOptional<z.ZodString>;
        }, z.core.$loose>;
        taskId: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        append: z.ZodOptional<z.ZodBoolean>;
        artifact: z.ZodObject<{
            artifactId: z.ZodString;
            description: z.ZodOptional<z.ZodString>;
            extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            name: z.ZodOptional<z.ZodString>;
            parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                kind: z.ZodLiteral<"text">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                text: z.ZodString;
            }, z.core.$loose>, z.ZodObject<{
                file: z.ZodUnion<readonly [z.ZodObject<{
                    bytes: z.ZodString;
                    mimeType: z.ZodOptional<z.ZodString>;
                    name: z.ZodOptional<z.ZodString>;
                }, z.core.$loose>, z.ZodObject<{
                    mimeType: z.ZodOptional<z.ZodString>;
                    name: z.ZodOptional<z.ZodString>;
                    uri: z.ZodString;
                }, z.core.$loose>]>;
                kind: z.ZodLiteral<"file">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            }, z.core.$loose>, z.ZodObject<{
                data: z.ZodObject<{}, z.core.$loose>;
                kind: z.ZodLiteral<"data">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            }, z.core.$loose>], "kind">>;
        }, z.core.$loose>;
        contextId: z.ZodString;
        kind: z.ZodLiteral<"artifact-update">;
        lastChunk: z.ZodOptional<z.ZodBoolean>;
        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
        taskId: z.ZodString;
    }, z.core.$loose>], "kind">;
}, z.core.$loose>]>;
/** SetTaskPushNotificationConfigResponse (a2a.json (JSON-RPC dialect of protocol version 0.3), protocol version 0.3). */
declare const J_SetTaskPushNotificationConfigResponse: z.ZodUnion<readonly [z.ZodObject<{
    error: z.ZodUnion<readonly [z.ZodObject<{
        code: z.ZodNumber;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32700>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32600>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32601>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32602>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32603>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32001>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32002>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32003>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32004>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32005>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32006>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32007>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>]>;
    id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodNull]>;
    jsonrpc: z.ZodLiteral<"2.0">;
}, z.core.$loose>, z.ZodObject<{
    id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodNull]>;
    jsonrpc: z.ZodLiteral<"2.0">;
    result: z.ZodObject<{
        pushNotificationConfig: z.ZodObject<{
            authentication: z.ZodOptional<z.ZodObject<{
                credentials: z.ZodOptional<z.ZodString>;
                schemes: z.ZodArray<z.ZodString>;
            }, z.core.$loose>>;
            id: z.ZodOptional<z.ZodString>;
            token: z.ZodOptional<z.ZodString>;
            url: z.ZodString;
        }, z.core.$loose>;
        taskId: z.ZodString;
    }, z.core.$loose>;
}, z.core.$loose>]>;
/** TransportProtocol (a2a.json (JSON-RPC dialect of protocol version 0.3), protocol version 0.3). */
declare const J_TransportProtocol: z.ZodEnum<{
    JSONRPC: "JSONRPC";
    GRPC: "GRPC";
    "HTTP+JSON": "HTTP+JSON";
}>;
/** Every definition of the JSON-RPC dialect's JSON Schema, by its name there. */
export declare const schemas: {
    JSONParseError: z.ZodObject<{
        code: z.ZodLiteral<-32700>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>;
    InvalidRequestError: z.ZodObject<{
        code: z.ZodLiteral<-32600>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>;
    MethodNotFoundError: z.ZodObject<{
        code: z.ZodLiteral<-32601>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>;
    InvalidParamsError: z.ZodObject<{
        code: z.ZodLiteral<-32602>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>;
    InternalError: z.ZodObject<{
        code: z.ZodLiteral<-32603>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>;
    TaskNotFoundError: z.ZodObject<{
        code: z.ZodLiteral<-32001>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>;
    TaskNotCancelableError: z.ZodObject<{
        code: z.ZodLiteral<-32002>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>;
    PushNotificationNotSupportedError: z.ZodObject<{
        code: z.ZodLiteral<-32003>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>;
    UnsupportedOperationError: z.ZodObject<{
        code: z.ZodLiteral<-32004>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>;
    ContentTypeNotSupportedError: z.ZodObject<{
        code: z.ZodLiteral<-32005>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>;
    InvalidAgentResponseError: z.ZodObject<{
        code: z.ZodLiteral<-32006>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>;
    AuthenticatedExtendedCardNotConfiguredError: z.ZodObject<{
        code: z.ZodLiteral<-32007>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>;
    A2AError: z.ZodDiscriminatedUnion<[z.ZodObject<{
        code: z.ZodLiteral<-32700>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32600>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32601>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32602>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32603>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32001>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32002>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32003>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32004>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32005>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32006>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        code: z.ZodLiteral<-32007>;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>], "code">;
    PushNotificationAuthenticationInfo: z.ZodObject<{
        credentials: z.ZodOptional<z.ZodString>;
        schemes: z.ZodArray<z.ZodString>;
    }, z.core.$loose>;
    PushNotificationConfig: z.ZodObject<{
        authentication: z.ZodOptional<z.ZodObject<{
            credentials: z.ZodOptional<z.ZodString>;
            schemes: z.ZodArray<z.ZodString>;
        }, z.core.$loose>>;
        id: z.ZodOptional<z.ZodString>;
        token: z.ZodOptional<z.ZodString>;
        url: z.ZodString;
    }, z.core.$loose>;
    MessageSendConfiguration: z.ZodObject<{
        acceptedOutputModes: z.ZodOptional<z.ZodArray<z.ZodString>>;
        blocking: z.ZodOptional<z.ZodBoolean>;
        historyLength: z.ZodOptional<z.ZodNumber>;
        pushNotificationConfig: z.ZodOptional<z.ZodObject<{
            authentication: z.ZodOptional<z.ZodObject<{
                credentials: z.ZodOptional<z.ZodString>;
                schemes: z.ZodArray<z.ZodString>;
            }, z.core.$loose>>;
            id: z.ZodOptional<z.ZodString>;
            token: z.ZodOptional<z.ZodString>;
            url: z.ZodString;
        }, z.core.$loose>>;
    }, z.core.$loose>;
    TextPart: z.ZodObject<{
        kind: z.ZodLiteral<"text">;
        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
        text: z.ZodString;
    }, z.core.$loose>;
    FileWithBytes: z.ZodObject<{
        bytes: z.ZodString;
        mimeType: z.ZodOptional<z.ZodString>;
        name: z.ZodOptional<z.ZodString>;
    }, z.core.$loose>;
    FileWithUri: z.ZodObject<{
        mimeType: z.ZodOptional<z.ZodString>;
        name: z.ZodOptional<z.ZodString>;
        uri: z.ZodString;
    }, z.core.$loose>;
    FilePart: z.ZodObject<{
        file: z.ZodUnion<readonly [z.ZodObject<{
            bytes: z.ZodString;
            mimeType: z.ZodOptional<z.ZodString>;
            name: z.ZodOptional<z.ZodString>;
        }, z.core.$loose>, z.ZodObject<{
            mimeType: z.ZodOptional<z.ZodString>;
            name: z.ZodOptional<z.ZodString>;
            uri: z.ZodString;
        }, z.core.$loose>]>;
        kind: z.ZodLiteral<"file">;
        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
    }, z.core.$loose>;
    DataPart: z.ZodObject<{
        data: z.ZodObject<{}, z.core.$loose>;
        kind: z.ZodLiteral<"data">;
        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
    }, z.core.$loose>;
    Part: z.ZodDiscriminatedUnion<[z.ZodObject<{
        kind: z.ZodLiteral<"text">;
        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
        text: z.ZodString;
    }, z.core.$loose>, z.ZodObject<{
        file: z.ZodUnion<readonly [z.ZodObject<{
            bytes: z.ZodString;
            mimeType: z.ZodOptional<z.ZodString>;
            name: z.ZodOptional<z.ZodString>;
        }, z.core.$loose>, z.ZodObject<{
            mimeType: z.ZodOptional<z.ZodString>;
            name: z.ZodOptional<z.ZodString>;
            uri: z.ZodString;
        }, z.core.$loose>]>;
        kind: z.ZodLiteral<"file">;
        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
    }, z.core.$loose>, z.ZodObject<{
        data: z.ZodObject<{}, z.core.$loose>;
        kind: z.ZodLiteral<"data">;
        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
    }, z.core.$loose>], "kind">;
    Message: z.ZodObject<{
        contextId: z.ZodOptional<z.ZodString>;
        extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
        kind: z.ZodLiteral<"message">;
        messageId: z.ZodString;
        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
        parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
            kind: z.ZodLiteral<"text">;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            text: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            file: z.ZodUnion<readonly [z.ZodObject<{
                bytes: z.ZodString;
                mimeType: z.ZodOptional<z.ZodString>;
                name: z.ZodOptional<z.ZodString>;
            }, z.core.$loose>, z.ZodObject<{
                mimeType: z.ZodOptional<z.ZodString>;
                name: z.ZodOptional<z.ZodString>;
                uri: z.ZodString;
            }, z.core.$loose>]>;
            kind: z.ZodLiteral<"file">;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
        }, z.core.$loose>, z.ZodObject<{
            data: z.ZodObject<{}, z.core.$loose>;
            kind: z.ZodLiteral<"data">;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
        }, z.core.$loose>], "kind">>;
        referenceTaskIds: z.ZodOptional<z.ZodArray<z.ZodString>>;
        role: z.ZodEnum<{
            agent: "agent";
            user: "user";
        }>;
        taskId: z.ZodOptional<z.ZodString>;
    }, z.core.$loose>;
    MessageSendParams: z.ZodObject<{
        configuration: z.ZodOptional<z.ZodObject<{
            acceptedOutputModes: z.ZodOptional<z.ZodArray<z.ZodString>>;
            blocking: z.ZodOptional<z.ZodBoolean>;
            historyLength: z.ZodOptional<z.ZodNumber>;
            pushNotificationConfig: z.ZodOptional<z.ZodObject<{
                authentication: z.ZodOptional<z.ZodObject<{
                    credentials: z.ZodOptional<z.ZodString>;
                    schemes: z.ZodArray<z.ZodString>;
                }, z.core.$loose>>;
                id: z.ZodOptional<z.ZodString>;
                token: z.ZodOptional<z.ZodString>;
                url: z.ZodString;
            }, z.core.$loose>>;
        }, z.core.$loose>>;
        message: z.ZodObject<{
            contextId: z.ZodOptional<z.ZodString>;
            extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
            kind: z.ZodLiteral<"message">;
            messageId: z.ZodString;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                kind: z.ZodLiteral<"text">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                text: z.ZodString;
            }, z.core.$loose>, z.ZodObject<{
                file: z.ZodUnion<readonly [z.ZodObject<{
                    bytes: z.ZodString;
                    mimeType: z.ZodOptional<z.ZodString>;
                    name: z.ZodOptional<z.ZodString>;
                }, z.core.$loose>, z.ZodObject<{
                    mimeType: z.ZodOptional<z.ZodString>;
                    name: z.ZodOptional<z.ZodString>;
                    uri: z.ZodString;
                }, z.core.$loose>]>;
                kind: z.ZodLiteral<"file">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            }, z.core.$loose>, z.ZodObject<{
                data: z.ZodObject<{}, z.core.$loose>;
                kind: z.ZodLiteral<"data">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            }, z.core.$loose>], "kind">>;
            referenceTaskIds: z.ZodOptional<z.ZodArray<z.ZodString>>;
            role: z.ZodEnum<{
                agent: "agent";
                user: "user";
            }>;
            taskId: z.ZodOptional<z.ZodString>;
        }, z.core.$loose>;
        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
    }, z.core.$loose>;
    SendMessageRequest: z.ZodObject<{
        id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber]>;
        jsonrpc: z.ZodLiteral<"2.0">;
        method: z.ZodLiteral<"message/send">;
        params: z.ZodObject<{
            configuration: z.ZodOptional<z.ZodObject<{
                acceptedOutputModes: z.ZodOptional<z.ZodArray<z.ZodString>>;
                blocking: z.ZodOptional<z.ZodBoolean>;
                historyLength: z.ZodOptional<z.ZodNumber>;
                pushNotificationConfig: z.ZodOptional<z.ZodObject<{
                    authentication: z.ZodOptional<z.ZodObject<{
                        credentials: z.ZodOptional<z.ZodString>;
                        schemes: z.ZodArray<z.ZodString>;
                    }, z.core.$loose>>;
                    id: z.ZodOptional<z.ZodString>;
                    token: z.ZodOptional<z.ZodString>;
                    url: z.ZodString;
                }, z.core.$loose>>;
            }, z.core.$loose>>;
            message: z.ZodObject<{
                contextId: z.ZodOptional<z.ZodString>;
                extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
                kind: z.ZodLiteral<"message">;
                messageId: z.ZodString;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                    kind: z.ZodLiteral<"text">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                    text: z.ZodString;
                }, z.core.$loose>, z.ZodObject<{
                    file: z.ZodUnion<readonly [z.ZodObject<{
                        bytes: z.ZodString;
                        mimeType: z.ZodOptional<z.ZodString>;
                        name: z.ZodOptional<z.ZodString>;
                    }, z.core.$loose>, z.ZodObject<{
                        mimeType: z.ZodOptional<z.ZodString>;
                        name: z.ZodOptional<z.ZodString>;
                        uri: z.ZodString;
                    }, z.core.$loose>]>;
                    kind: z.ZodLiteral<"file">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                }, z.core.$loose>, z.ZodObject<{
                    data: z.ZodObject<{}, z.core.$loose>;
                    kind: z.ZodLiteral<"data">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                }, z.core.$loose>], "kind">>;
                referenceTaskIds: z.ZodOptional<z.ZodArray<z.ZodString>>;
                role: z.ZodEnum<{
                    agent: "agent";
                    user: "user";
                }>;
                taskId: z.ZodOptional<z.ZodString>;
            }, z.core.$loose>;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
        }, z.core.$loose>;
    }, z.core.$loose>;
    SendStreamingMessageRequest: z.ZodObject<{
        id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber]>;
        jsonrpc: z.ZodLiteral<"2.0">;
        method: z.ZodLiteral<"message/stream">;
        params: z.ZodObject<{
            configuration: z.ZodOptional<z.ZodObject<{
                acceptedOutputModes: z.ZodOptional<z.ZodArray<z.ZodString>>;
                blocking: z.ZodOptional<z.ZodBoolean>;
                historyLength: z.ZodOptional<z.ZodNumber>;
                pushNotificationConfig: z.ZodOptional<z.ZodObject<{
                    authentication: z.ZodOptional<z.ZodObject<{
                        credentials: z.ZodOptional<z.ZodString>;
                        schemes: z.ZodArray<z.ZodString>;
                    }, z.core.$loose>>;
                    id: z.ZodOptional<z.ZodString>;
                    token: z.ZodOptional<z.ZodString>;
                    url: z.ZodString;
                }, z.core.$loose>>;
            }, z.core.$loose>>;
            message: z.ZodObject<{
                contextId: z.ZodOptional<z.ZodString>;
                extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
                kind: z.ZodLiteral<"message">;
                messageId: z.ZodString;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                    kind: z.ZodLiteral<"text">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                    text: z.ZodString;
                }, z.core.$loose>, z.ZodObject<{
                    file: z.ZodUnion<readonly [z.ZodObject<{
                        bytes: z.ZodString;
                        mimeType: z.ZodOptional<z.ZodString>;
                        name: z.ZodOptional<z.ZodString>;
                    }, z.core.$loose>, z.ZodObject<{
                        mimeType: z.ZodOptional<z.ZodString>;
                        name: z.ZodOptional<z.ZodString>;
                        uri: z.ZodString;
                    }, z.core.$loose>]>;
                    kind: z.ZodLiteral<"file">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                }, z.core.$loose>, z.ZodObject<{
                    data: z.ZodObject<{}, z.core.$loose>;
                    kind: z.ZodLiteral<"data">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                }, z.core.$loose>], "kind">>;
                referenceTaskIds: z.ZodOptional<z.ZodArray<z.ZodString>>;
                role: z.ZodEnum<{
                    agent: "agent";
                    user: "user";
                }>;
                taskId: z.ZodOptional<z.ZodString>;
            }, z.core.$loose>;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
        }, z.core.$loose>;
    }, z.core.$loose>;
    TaskQueryParams: z.ZodObject<{
        historyLength: z.ZodOptional<z.ZodNumber>;
        id: z.ZodString;
        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
    }, z.core.$loose>;
    GetTaskRequest: z.ZodObject<{
        id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber]>;
        jsonrpc: z.ZodLiteral<"2.0">;
        method: z.ZodLiteral<"tasks/get">;
        params: z.ZodObject<{
            historyLength: z.ZodOptional<z.ZodNumber>;
            id: z.ZodString;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
        }, z.core.$loose>;
    }, z.core.$loose>;
    TaskIdParams: z.ZodObject<{
        id: z.ZodString;
        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
    }, z.core.$loose>;
    CancelTaskRequest: z.ZodObject<{
        id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber]>;
        jsonrpc: z.ZodLiteral<"2.0">;
        method: z.ZodLiteral<"tasks/cancel">;
        params: z.ZodObject<{
            id: z.ZodString;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
        }, z.core.$loose>;
    }, z.core.$loose>;
    TaskPushNotificationConfig: z.ZodObject<{
        pushNotificationConfig: z.ZodObject<{
            authentication: z.ZodOptional<z.ZodObject<{
                credentials: z.ZodOptional<z.ZodString>;
                schemes: z.ZodArray<z.ZodString>;
            }, z.core.$loose>>;
            id: z.ZodOptional<z.ZodString>;
            token: z.ZodOptional<z.ZodString>;
            url: z.ZodString;
        }, z.core.$loose>;
        taskId: z.ZodString;
    }, z.core.$loose>;
    SetTaskPushNotificationConfigRequest: z.ZodObject<{
        id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber]>;
        jsonrpc: z.ZodLiteral<"2.0">;
        method: z.ZodLiteral<"tasks/pushNotificationConfig/set">;
        params: z.ZodObject<{
            pushNotificationConfig: z.ZodObject<{
                authentication: z.ZodOptional<z.ZodObject<{
                    credentials: z.ZodOptional<z.ZodString>;
                    schemes: z.ZodArray<z.ZodString>;
                }, z.core.$loose>>;
                id: z.ZodOptional<z.ZodString>;
                token: z.ZodOptional<z.ZodString>;
                url: z.ZodString;
            }, z.core.$loose>;
            taskId: z.ZodString;
        }, z.core.$loose>;
    }, z.core.$loose>;
    GetTaskPushNotificationConfigParams: z.ZodObject<{
        id: z.ZodString;
        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
        pushNotificationConfigId: z.ZodOptional<z.ZodString>;
    }, z.core.$loose>;
    GetTaskPushNotificationConfigRequest: z.ZodObject<{
        id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber]>;
        jsonrpc: z.ZodLiteral<"2.0">;
        method: z.ZodLiteral<"tasks/pushNotificationConfig/get">;
        params: z.ZodUnion<readonly [z.ZodObject<{
            id: z.ZodString;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
        }, z.core.$loose>, z.ZodObject<{
            id: z.ZodString;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            pushNotificationConfigId: z.ZodOptional<z.ZodString>;
        }, z.core.$loose>]>;
    }, z.core.$loose>;
    TaskResubscriptionRequest: z.ZodObject<{
        id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber]>;
        jsonrpc: z.ZodLiteral<"2.0">;
        method: z.ZodLiteral<"tasks/resubscribe">;
        params: z.ZodObject<{
            id: z.ZodString;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
        }, z.core.$loose>;
    }, z.core.$loose>;
    ListTaskPushNotificationConfigParams: z.ZodObject<{
        id: z.ZodString;
        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
    }, z.core.$loose>;
    ListTaskPushNotificationConfigRequest: z.ZodObject<{
        id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber]>;
        jsonrpc: z.ZodLiteral<"2.0">;
        method: z.ZodLiteral<"tasks/pushNotificationConfig/list">;
        params: z.ZodObject<{
            id: z.ZodString;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
        }, z.core.$loose>;
    }, z.core.$loose>;
    DeleteTaskPushNotificationConfigParams: z.ZodObject<{
        id: z.ZodString;
        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
        pushNotificationConfigId: z.ZodString;
    }, z.core.$loose>;
    DeleteTaskPushNotificationConfigRequest: z.ZodObject<{
        id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber]>;
        jsonrpc: z.ZodLiteral<"2.0">;
        method: z.ZodLiteral<"tasks/pushNotificationConfig/delete">;
        params: z.ZodObject<{
            id: z.ZodString;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            pushNotificationConfigId: z.ZodString;
        }, z.core.$loose>;
    }, z.core.$loose>;
    GetAuthenticatedExtendedCardRequest: z.ZodObject<{
        id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber]>;
        jsonrpc: z.ZodLiteral<"2.0">;
        method: z.ZodLiteral<"agent/getAuthenticatedExtendedCard">;
    }, z.core.$loose>;
    A2ARequest: z.ZodDiscriminatedUnion<[z.ZodObject<{
        id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber]>;
        jsonrpc: z.ZodLiteral<"2.0">;
        method: z.ZodLiteral<"message/send">;
        params: z.ZodObject<{
            configuration: z.ZodOptional<z.ZodObject<{
                acceptedOutputModes: z.ZodOptional<z.ZodArray<z.ZodString>>;
                blocking: z.ZodOptional<z.ZodBoolean>;
                historyLength: z.ZodOptional<z.ZodNumber>;
                pushNotificationConfig: z.ZodOptional<z.ZodObject<{
                    authentication: z.ZodOptional<z.ZodObject<{
                        credentials: z.ZodOptional<z.ZodString>;
                        schemes: z.ZodArray<z.ZodString>;
                    }, z.core.$loose>>;
                    id: z.ZodOptional<z.ZodString>;
                    token: z.ZodOptional<z.ZodString>;
                    url: z.ZodString;
                }, z.core.$loose>>;
            }, z.core.$loose>>;
            message: z.ZodObject<{
                contextId: z.ZodOptional<z.ZodString>;
                extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
                kind: z.ZodLiteral<"message">;
                messageId: z.ZodString;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                    kind: z.ZodLiteral<"text">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                    text: z.ZodString;
                }, z.core.$loose>, z.ZodObject<{
                    file: z.ZodUnion<readonly [z.ZodObject<{
                        bytes: z.ZodString;
                        mimeType: z.ZodOptional<z.ZodString>;
                        name: z.ZodOptional<z.ZodString>;
                    }, z.core.$loose>, z.ZodObject<{
                        mimeType: z.ZodOptional<z.ZodString>;
                        name: z.ZodOptional<z.ZodString>;
                        uri: z.ZodString;
                    }, z.core.$loose>]>;
                    kind: z.ZodLiteral<"file">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                }, z.core.$loose>, z.ZodObject<{
                    data: z.ZodObject<{}, z.core.$loose>;
                    kind: z.ZodLiteral<"data">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                }, z.core.$loose>], "kind">>;
                referenceTaskIds: z.ZodOptional<z.ZodArray<z.ZodString>>;
                role: z.ZodEnum<{
                    agent: "agent";
                    user: "user";
                }>;
                taskId: z.ZodOptional<z.ZodString>;
            }, z.core.$loose>;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
        }, z.core.$loose>;
    }, z.core.$loose>, z.ZodObject<{
        id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber]>;
        jsonrpc: z.ZodLiteral<"2.0">;
        method: z.ZodLiteral<"message/stream">;
        params: z.ZodObject<{
            configuration: z.ZodOptional<z.ZodObject<{
                acceptedOutputModes: z.ZodOptional<z.ZodArray<z.ZodString>>;
                blocking: z.ZodOptional<z.ZodBoolean>;
                historyLength: z.ZodOptional<z.ZodNumber>;
                pushNotificationConfig: z.ZodOptional<z.ZodObject<{
                    authentication: z.ZodOptional<z.ZodObject<{
                        credentials: z.ZodOptional<z.ZodString>;
                        schemes: z.ZodArray<z.ZodString>;
                    }, z.core.$loose>>;
                    id: z.ZodOptional<z.ZodString>;
                    token: z.ZodOptional<z.ZodString>;
                    url: z.ZodString;
                }, z.core.$loose>>;
            }, z.core.$loose>>;
            message: z.ZodObject<{
                contextId: z.ZodOptional<z.ZodString>;
                extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
                kind: z.ZodLiteral<"message">;
                messageId: z.ZodString;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                    kind: z.ZodLiteral<"text">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                    text: z.ZodString;
                }, z.core.$loose>, z.ZodObject<{
                    file: z.ZodUnion<readonly [z.ZodObject<{
                        bytes: z.ZodString;
                        mimeType: z.ZodOptional<z.ZodString>;
                        name: z.ZodOptional<z.ZodString>;
                    }, z.core.$loose>, z.ZodObject<{
                        mimeType: z.ZodOptional<z.ZodString>;
                        name: z.ZodOptional<z.ZodString>;
                        uri: z.ZodString;
                    }, z.core.$loose>]>;
                    kind: z.ZodLiteral<"file">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                }, z.core.$loose>, z.ZodObject<{
                    data: z.ZodObject<{}, z.core.$loose>;
                    kind: z.ZodLiteral<"data">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                }, z.core.$loose>], "kind">>;
                referenceTaskIds: z.ZodOptional<z.ZodArray<z.ZodString>>;
                role: z.ZodEnum<{
                    agent: "agent";
                    user: "user";
                }>;
                taskId: z.ZodOptional<z.ZodString>;
            }, z.core.$loose>;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
        }, z.core.$loose>;
    }, z.core.$loose>, z.ZodObject<{
        id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber]>;
        jsonrpc: z.ZodLiteral<"2.0">;
        method: z.ZodLiteral<"tasks/get">;
        params: z.ZodObject<{
            historyLength: z.ZodOptional<z.ZodNumber>;
            id: z.ZodString;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
        }, z.core.$loose>;
    }, z.core.$loose>, z.ZodObject<{
        id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber]>;
        jsonrpc: z.ZodLiteral<"2.0">;
        method: z.ZodLiteral<"tasks/cancel">;
        params: z.ZodObject<{
            id: z.ZodString;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
        }, z.core.$loose>;
    }, z.core.$loose>, z.ZodObject<{
        id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber]>;
        jsonrpc: z.ZodLiteral<"2.0">;
        method: z.ZodLiteral<"tasks/pushNotificationConfig/set">;
        params: z.ZodObject<{
            pushNotificationConfig: z.ZodObject<{
                authentication: z.ZodOptional<z.ZodObject<{
                    credentials: z.ZodOptional<z.ZodString>;
                    schemes: z.ZodArray<z.ZodString>;
                }, z.core.$loose>>;
                id: z.ZodOptional<z.ZodString>;
                token: z.ZodOptional<z.ZodString>;
                url: z.ZodString;
            }, z.core.$loose>;
            taskId: z.ZodString;
        }, z.core.$loose>;
    }, z.core.$loose>, z.ZodObject<{
        id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber]>;
        jsonrpc: z.ZodLiteral<"2.0">;
        method: z.ZodLiteral<"tasks/pushNotificationConfig/get">;
        params: z.ZodUnion<readonly [z.ZodObject<{
            id: z.ZodString;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
        }, z.core.$loose>, z.ZodObject<{
            id: z.ZodString;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            pushNotificationConfigId: z.ZodOptional<z.ZodString>;
        }, z.core.$loose>]>;
    }, z.core.$loose>, z.ZodObject<{
        id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber]>;
        jsonrpc: z.ZodLiteral<"2.0">;
        method: z.ZodLiteral<"tasks/resubscribe">;
        params: z.ZodObject<{
            id: z.ZodString;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
        }, z.core.$loose>;
    }, z.core.$loose>, z.ZodObject<{
        id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber]>;
        jsonrpc: z.ZodLiteral<"2.0">;
        method: z.ZodLiteral<"tasks/pushNotificationConfig/list">;
        params: z.ZodObject<{
            id: z.ZodString;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
        }, z.core.$loose>;
    }, z.core.$loose>, z.ZodObject<{
        id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber]>;
        jsonrpc: z.ZodLiteral<"2.0">;
        method: z.ZodLiteral<"tasks/pushNotificationConfig/delete">;
        params: z.ZodObject<{
            id: z.ZodString;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            pushNotificationConfigId: z.ZodString;
        }, z.core.$loose>;
    }, z.core.$loose>, z.ZodObject<{
        id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber]>;
        jsonrpc: z.ZodLiteral<"2.0">;
        method: z.ZodLiteral<"agent/getAuthenticatedExtendedCard">;
    }, z.core.$loose>], "method">;
    APIKeySecurityScheme: z.ZodObject<{
        description: z.ZodOptional<z.ZodString>;
        in: z.ZodEnum<{
            query: "query";
            header: "header";
            cookie: "cookie";
        }>;
        name: z.ZodString;
        type: z.ZodLiteral<"apiKey">;
    }, z.core.$loose>;
    AgentExtension: z.ZodObject<{
        description: z.ZodOptional<z.ZodString>;
        params: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
        required: z.ZodOptional<z.ZodBoolean>;
        uri: z.ZodString;
    }, z.core.$loose>;
    AgentCapabilities: z.ZodObject<{
        extensions: z.ZodOptional<z.ZodArray<z.ZodObject<{
            description: z.ZodOptional<z.ZodString>;
            params: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            required: z.ZodOptional<z.ZodBoolean>;
            uri: z.ZodString;
        }, z.core.$loose>>>;
        pushNotifications: z.ZodOptional<z.ZodBoolean>;
        stateTransitionHistory: z.ZodOptional<z.ZodBoolean>;
        streaming: z.ZodOptional<z.ZodBoolean>;
    }, z.core.$loose>;
    AgentInterface: z.ZodObject<{
        transport: z.ZodString;
        url: z.ZodString;
    }, z.core.$loose>;
    AgentProvider: z.ZodObject<{
        organization: z.ZodString;
        url: z.ZodString;
    }, z.core.$loose>;
    HTTPAuthSecurityScheme: z.ZodObject<{
        bearerFormat: z.ZodOptional<z.ZodString>;
        description: z.ZodOptional<z.ZodString>;
        scheme: z.ZodString;
        type: z.ZodLiteral<"http">;
    }, z.core.$loose>;
    AuthorizationCodeOAuthFlow: z.ZodObject<{
        authorizationUrl: z.ZodString;
        refreshUrl: z.ZodOptional<z.ZodString>;
        scopes: z.ZodPreprocess<z.ZodObject<{}, z.core.$catchall<z.ZodString>>, unknown>;
        tokenUrl: z.ZodString;
    }, z.core.$loose>;
    ClientCredentialsOAuthFlow: z.ZodObject<{
        refreshUrl: z.ZodOptional<z.ZodString>;
        scopes: z.ZodPreprocess<z.ZodObject<{}, z.core.$catchall<z.ZodString>>, unknown>;
        tokenUrl: z.ZodString;
    }, z.core.$loose>;
    ImplicitOAuthFlow: z.ZodObject<{
        authorizationUrl: z.ZodString;
        refreshUrl: z.ZodOptional<z.ZodString>;
        scopes: z.ZodPreprocess<z.ZodObject<{}, z.core.$catchall<z.ZodString>>, unknown>;
    }, z.core.$loose>;
    PasswordOAuthFlow: z.ZodObject<{
        refreshUrl: z.ZodOptional<z.ZodString>;
        scopes: z.ZodPreprocess<z.ZodObject<{}, z.core.$catchall<z.ZodString>>, unknown>;
        tokenUrl: z.ZodString;
    }, z.core.$loose>;
    OAuthFlows: z.ZodObject<{
        authorizationCode: z.ZodOptional<z.ZodObject<{
            authorizationUrl: z.ZodString;
            refreshUrl: z.ZodOptional<z.ZodString>;
            scopes: z.ZodPreprocess<z.ZodObject<{}, z.core.$catchall<z.ZodString>>, unknown>;
            tokenUrl: z.ZodString;
        }, z.core.$loose>>;
        clientCredentials: z.ZodOptional<z.ZodObject<{
            refreshUrl: z.ZodOptional<z.ZodString>;
            scopes: z.ZodPreprocess<z.ZodObject<{}, z.core.$catchall<z.ZodString>>, unknown>;
            tokenUrl: z.ZodString;
        }, z.core.$loose>>;
        implicit: z.ZodOptional<z.ZodObject<{
            authorizationUrl: z.ZodString;
            refreshUrl: z.ZodOptional<z.ZodString>;
            scopes: z.ZodPreprocess<z.ZodObject<{}, z.core.$catchall<z.ZodString>>, unknown>;
        }, z.core.$loose>>;
        password: z.ZodOptional<z.ZodObject<{
            refreshUrl: z.ZodOptional<z.ZodString>;
            scopes: z.ZodPreprocess<z.ZodObject<{}, z.core.$catchall<z.ZodString>>, unknown>;
            tokenUrl: z.ZodString;
        }, z.core.$loose>>;
    }, z.core.$loose>;
    OAuth2SecurityScheme: z.ZodObject<{
        description: z.ZodOptional<z.ZodString>;
        flows: z.ZodObject<{
            authorizationCode: z.ZodOptional<z.ZodObject<{
                authorizationUrl: z.ZodString;
                refreshUrl: z.ZodOptional<z.ZodString>;
                scopes: z.ZodPreprocess<z.ZodObject<{}, z.core.$catchall<z.ZodString>>, unknown>;
                tokenUrl: z.ZodString;
            }, z.core.$loose>>;
            clientCredentials: z.ZodOptional<z.ZodObject<{
                refreshUrl: z.ZodOptional<z.ZodString>;
                scopes: z.ZodPreprocess<z.ZodObject<{}, z.core.$catchall<z.ZodString>>, unknown>;
                tokenUrl: z.ZodString;
            }, z.core.$loose>>;
            implicit: z.ZodOptional<z.ZodObject<{
                authorizationUrl: z.ZodString;
                refreshUrl: z.ZodOptional<z.ZodString>;
                scopes: z.ZodPreprocess<z.ZodObject<{}, z.core.$catchall<z.ZodString>>, unknown>;
            }, z.core.$loose>>;
            password: z.ZodOptional<z.ZodObject<{
                refreshUrl: z.ZodOptional<z.ZodString>;
                scopes: z.ZodPreprocess<z.ZodObject<{}, z.core.$catchall<z.ZodString>>, unknown>;
                tokenUrl: z.ZodString;
            }, z.core.$loose>>;
        }, z.core.$loose>;
        oauth2MetadataUrl: z.ZodOptional<z.ZodString>;
        type: z.ZodLiteral<"oauth2">;
    }, z.core.$loose>;
    OpenIdConnectSecurityScheme: z.ZodObject<{
        description: z.ZodOptional<z.ZodString>;
        openIdConnectUrl: z.ZodString;
        type: z.ZodLiteral<"openIdConnect">;
    }, z.core.$loose>;
    MutualTLSSecurityScheme: z.ZodObject<{
        description: z.ZodOptional<z.ZodString>;
        type: z.ZodLiteral<"mutualTLS">;
    }, z.core.$loose>;
    SecurityScheme: z.ZodDiscriminatedUnion<[z.ZodObject<{
        description: z.ZodOptional<z.ZodString>;
        in: z.ZodEnum<{
            query: "query";
            header: "header";
            cookie: "cookie";
        }>;
        name: z.ZodString;
        type: z.ZodLiteral<"apiKey">;
    }, z.core.$loose>, z.ZodObject<{
        bearerFormat: z.ZodOptional<z.ZodString>;
        description: z.ZodOptional<z.ZodString>;
        scheme: z.ZodString;
        type: z.ZodLiteral<"http">;
    }, z.core.$loose>, z.ZodObject<{
        description: z.ZodOptional<z.ZodString>;
        flows: z.ZodObject<{
            authorizationCode: z.ZodOptional<z.ZodObject<{
                authorizationUrl: z.ZodString;
                refreshUrl: z.ZodOptional<z.ZodString>;
                scopes: z.ZodPreprocess<z.ZodObject<{}, z.core.$catchall<z.ZodString>>, unknown>;
                tokenUrl: z.ZodString;
            }, z.core.$loose>>;
            clientCredentials: z.ZodOptional<z.ZodObject<{
                refreshUrl: z.ZodOptional<z.ZodString>;
                scopes: z.ZodPreprocess<z.ZodObject<{}, z.core.$catchall<z.ZodString>>, unknown>;
                tokenUrl: z.ZodString;
            }, z.core.$loose>>;
            implicit: z.ZodOptional<z.ZodObject<{
                authorizationUrl: z.ZodString;
                refreshUrl: z.ZodOptional<z.ZodString>;
                scopes: z.ZodPreprocess<z.ZodObject<{}, z.core.$catchall<z.ZodString>>, unknown>;
            }, z.core.$loose>>;
            password: z.ZodOptional<z.ZodObject<{
                refreshUrl: z.ZodOptional<z.ZodString>;
                scopes: z.ZodPreprocess<z.ZodObject<{}, z.core.$catchall<z.ZodString>>, unknown>;
                tokenUrl: z.ZodString;
            }, z.core.$loose>>;
        }, z.core.$loose>;
        oauth2MetadataUrl: z.ZodOptional<z.ZodString>;
        type: z.ZodLiteral<"oauth2">;
    }, z.core.$loose>, z.ZodObject<{
        description: z.ZodOptional<z.ZodString>;
        openIdConnectUrl: z.ZodString;
        type: z.ZodLiteral<"openIdConnect">;
    }, z.core.$loose>, z.ZodObject<{
        description: z.ZodOptional<z.ZodString>;
        type: z.ZodLiteral<"mutualTLS">;
    }, z.core.$loose>], "type">;
    AgentCardSignature: z.ZodObject<{
        header: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
        protected: z.ZodString;
        signature: z.ZodString;
    }, z.core.$loose>;
    AgentSkill: z.ZodObject<{
        description: z.ZodString;
        examples: z.ZodOptional<z.ZodArray<z.ZodString>>;
        id: z.ZodString;
        inputModes: z.ZodOptional<z.ZodArray<z.ZodString>>;
        name: z.ZodString;
        outputModes: z.ZodOptional<z.ZodArray<z.ZodString>>;
        security: z.ZodOptional<z.ZodArray<z.ZodPreprocess<z.ZodObject<{}, z.core.$catchall<z.ZodArray<z.ZodString>>>, unknown>>>;
        tags: z.ZodArray<z.ZodString>;
    }, z.core.$loose>;
    AgentCard: z.ZodObject<{
        additionalInterfaces: z.ZodOptional<z.ZodArray<z.ZodObject<{
            transport: z.ZodString;
            url: z.ZodString;
        }, z.core.$loose>>>;
        capabilities: z.ZodObject<{
            extensions: z.ZodOptional<z.ZodArray<z.ZodObject<{
                description: z.ZodOptional<z.ZodString>;
                params: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                required: z.ZodOptional<z.ZodBoolean>;
                uri: z.ZodString;
            }, z.core.$loose>>>;
            pushNotifications: z.ZodOptional<z.ZodBoolean>;
            stateTransitionHistory: z.ZodOptional<z.ZodBoolean>;
            streaming: z.ZodOptional<z.ZodBoolean>;
        }, z.core.$loose>;
        defaultInputModes: z.ZodArray<z.ZodString>;
        defaultOutputModes: z.ZodArray<z.ZodString>;
        description: z.ZodString;
        documentationUrl: z.ZodOptional<z.ZodString>;
        iconUrl: z.ZodOptional<z.ZodString>;
        name: z.ZodString;
        preferredTransport: z.ZodOptional<z.ZodString>;
        protocolVersion: z.ZodString;
        provider: z.ZodOptional<z.ZodObject<{
            organization: z.ZodString;
            url: z.ZodString;
        }, z.core.$loose>>;
        security: z.ZodOptional<z.ZodArray<z.ZodPreprocess<z.ZodObject<{}, z.core.$catchall<z.ZodArray<z.ZodString>>>, unknown>>>;
        securitySchemes: z.ZodOptional<z.ZodPreprocess<z.ZodObject<{}, z.core.$catchall<z.ZodDiscriminatedUnion<[z.ZodObject<{
            description: z.ZodOptional<z.ZodString>;
            in: z.ZodEnum<{
                query: "query";
                header: "header";
                cookie: "cookie";
            }>;
            name: z.ZodString;
            type: z.ZodLiteral<"apiKey">;
        }, z.core.$loose>, z.ZodObject<{
            bearerFormat: z.ZodOptional<z.ZodString>;
            description: z.ZodOptional<z.ZodString>;
            scheme: z.ZodString;
            type: z.ZodLiteral<"http">;
        }, z.core.$loose>, z.ZodObject<{
            description: z.ZodOptional<z.ZodString>;
            flows: z.ZodObject<{
                authorizationCode: z.ZodOptional<z.ZodObject<{
                    authorizationUrl: z.ZodString;
                    refreshUrl: z.ZodOptional<z.ZodString>;
                    scopes: z.ZodPreprocess<z.ZodObject<{}, z.core.$catchall<z.ZodString>>, unknown>;
                    tokenUrl: z.ZodString;
                }, z.core.$loose>>;
                clientCredentials: z.ZodOptional<z.ZodObject<{
                    refreshUrl: z.ZodOptional<z.ZodString>;
                    scopes: z.ZodPreprocess<z.ZodObject<{}, z.core.$catchall<z.ZodString>>, unknown>;
                    tokenUrl: z.ZodString;
                }, z.core.$loose>>;
                implicit: z.ZodOptional<z.ZodObject<{
                    authorizationUrl: z.ZodString;
                    refreshUrl: z.ZodOptional<z.ZodString>;
                    scopes: z.ZodPreprocess<z.ZodObject<{}, z.core.$catchall<z.ZodString>>, unknown>;
                }, z.core.$loose>>;
                password: z.ZodOptional<z.ZodObject<{
                    refreshUrl: z.ZodOptional<z.ZodString>;
                    scopes: z.ZodPreprocess<z.ZodObject<{}, z.core.$catchall<z.ZodString>>, unknown>;
                    tokenUrl: z.ZodString;
                }, z.core.$loose>>;
            }, z.core.$loose>;
            oauth2MetadataUrl: z.ZodOptional<z.ZodString>;
            type: z.ZodLiteral<"oauth2">;
        }, z.core.$loose>, z.ZodObject<{
            description: z.ZodOptional<z.ZodString>;
            openIdConnectUrl: z.ZodString;
            type: z.ZodLiteral<"openIdConnect">;
        }, z.core.$loose>, z.ZodObject<{
            description: z.ZodOptional<z.ZodString>;
            type: z.ZodLiteral<"mutualTLS">;
        }, z.core.$loose>], "type">>>, unknown>>;
        signatures: z.ZodOptional<z.ZodArray<z.ZodObject<{
            header: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            protected: z.ZodString;
            signature: z.ZodString;
        }, z.core.$loose>>>;
        skills: z.ZodArray<z.ZodObject<{
            description: z.ZodString;
            examples: z.ZodOptional<z.ZodArray<z.ZodString>>;
            id: z.ZodString;
            inputModes: z.ZodOptional<z.ZodArray<z.ZodString>>;
            name: z.ZodString;
            outputModes: z.ZodOptional<z.ZodArray<z.ZodString>>;
            security: z.ZodOptional<z.ZodArray<z.ZodPreprocess<z.ZodObject<{}, z.core.$catchall<z.ZodArray<z.ZodString>>>, unknown>>>;
            tags: z.ZodArray<z.ZodString>;
        }, z.core.$loose>>;
        supportsAuthenticatedExtendedCard: z.ZodOptional<z.ZodBoolean>;
        url: z.ZodString;
        version: z.ZodString;
    }, z.core.$loose>;
    Artifact: z.ZodObject<{
        artifactId: z.ZodString;
        description: z.ZodOptional<z.ZodString>;
        extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
        name: z.ZodOptional<z.ZodString>;
        parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
            kind: z.ZodLiteral<"text">;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            text: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            file: z.ZodUnion<readonly [z.ZodObject<{
                bytes: z.ZodString;
                mimeType: z.ZodOptional<z.ZodString>;
                name: z.ZodOptional<z.ZodString>;
            }, z.core.$loose>, z.ZodObject<{
                mimeType: z.ZodOptional<z.ZodString>;
                name: z.ZodOptional<z.ZodString>;
                uri: z.ZodString;
            }, z.core.$loose>]>;
            kind: z.ZodLiteral<"file">;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
        }, z.core.$loose>, z.ZodObject<{
            data: z.ZodObject<{}, z.core.$loose>;
            kind: z.ZodLiteral<"data">;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
        }, z.core.$loose>], "kind">>;
    }, z.core.$loose>;
    JSONRPCError: z.ZodObject<{
        code: z.ZodNumber;
        data: z.ZodOptional<z.ZodUnknown>;
        message: z.ZodString;
    }, z.core.$loose>;
    JSONRPCErrorResponse: z.ZodObject<{
        error: z.ZodUnion<readonly [z.ZodObject<{
            code: z.ZodNumber;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32700>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32600>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32601>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32602>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32603>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32001>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32002>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32003>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32004>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32005>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32006>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32007>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>]>;
        id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodNull]>;
        jsonrpc: z.ZodLiteral<"2.0">;
    }, z.core.$loose>;
    TaskState: z.ZodEnum<{
        unknown: "unknown";
        submitted: "submitted";
        working: "working";
        "input-required": "input-required";
        completed: "completed";
        canceled: "canceled";
        failed: "failed";
        rejected: "rejected";
        "auth-required": "auth-required";
    }>;
    TaskStatus: z.ZodObject<{
        message: z.ZodOptional<z.ZodObject<{
            contextId: z.ZodOptional<z.ZodString>;
            extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
            kind: z.ZodLiteral<"message">;
            messageId: z.ZodString;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                kind: z.ZodLiteral<"text">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                text: z.ZodString;
            }, z.core.$loose>, z.ZodObject<{
                file: z.ZodUnion<readonly [z.ZodObject<{
                    bytes: z.ZodString;
                    mimeType: z.ZodOptional<z.ZodString>;
                    name: z.ZodOptional<z.ZodString>;
                }, z.core.$loose>, z.ZodObject<{
                    mimeType: z.ZodOptional<z.ZodString>;
                    name: z.ZodOptional<z.ZodString>;
                    uri: z.ZodString;
                }, z.core.$loose>]>;
                kind: z.ZodLiteral<"file">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            }, z.core.$loose>, z.ZodObject<{
                data: z.ZodObject<{}, z.core.$loose>;
                kind: z.ZodLiteral<"data">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            }, z.core.$loose>], "kind">>;
            referenceTaskIds: z.ZodOptional<z.ZodArray<z.ZodString>>;
            role: z.ZodEnum<{
                agent: "agent";
                user: "user";
            }>;
            taskId: z.ZodOptional<z.ZodString>;
        }, z.core.$loose>>;
        state: z.ZodEnum<{
            unknown: "unknown";
            submitted: "submitted";
            working: "working";
            "input-required": "input-required";
            completed: "completed";
            canceled: "canceled";
            failed: "failed";
            rejected: "rejected";
            "auth-required": "auth-required";
        }>;
        timestamp: z.ZodOptional<z.ZodString>;
    }, z.core.$loose>;
    Task: z.ZodObject<{
        artifacts: z.ZodOptional<z.ZodArray<z.ZodObject<{
            artifactId: z.ZodString;
            description: z.ZodOptional<z.ZodString>;
            extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            name: z.ZodOptional<z.ZodString>;
            parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                kind: z.ZodLiteral<"text">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                text: z.ZodString;
            }, z.core.$loose>, z.ZodObject<{
                file: z.ZodUnion<readonly [z.ZodObject<{
                    bytes: z.ZodString;
                    mimeType: z.ZodOptional<z.ZodString>;
                    name: z.ZodOptional<z.ZodString>;
                }, z.core.$loose>, z.ZodObject<{
                    mimeType: z.ZodOptional<z.ZodString>;
                    name: z.ZodOptional<z.ZodString>;
                    uri: z.ZodString;
                }, z.core.$loose>]>;
                kind: z.ZodLiteral<"file">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            }, z.core.$loose>, z.ZodObject<{
                data: z.ZodObject<{}, z.core.$loose>;
                kind: z.ZodLiteral<"data">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            }, z.core.$loose>], "kind">>;
        }, z.core.$loose>>>;
        contextId: z.ZodString;
        history: z.ZodOptional<z.ZodArray<z.ZodObject<{
            contextId: z.ZodOptional<z.ZodString>;
            extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
            kind: z.ZodLiteral<"message">;
            messageId: z.ZodString;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                kind: z.ZodLiteral<"text">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                text: z.ZodString;
            }, z.core.$loose>, z.ZodObject<{
                file: z.ZodUnion<readonly [z.ZodObject<{
                    bytes: z.ZodString;
                    mimeType: z.ZodOptional<z.ZodString>;
                    name: z.ZodOptional<z.ZodString>;
                }, z.core.$loose>, z.ZodObject<{
                    mimeType: z.ZodOptional<z.ZodString>;
                    name: z.ZodOptional<z.ZodString>;
                    uri: z.ZodString;
                }, z.core.$loose>]>;
                kind: z.ZodLiteral<"file">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            }, z.core.$loose>, z.ZodObject<{
                data: z.ZodObject<{}, z.core.$loose>;
                kind: z.ZodLiteral<"data">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            }, z.core.$loose>], "kind">>;
            referenceTaskIds: z.ZodOptional<z.ZodArray<z.ZodString>>;
            role: z.ZodEnum<{
                agent: "agent";
                user: "user";
            }>;
            taskId: z.ZodOptional<z.ZodString>;
        }, z.core.$loose>>>;
        id: z.ZodString;
        kind: z.ZodLiteral<"task">;
        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
        status: z.ZodObject<{
            message: z.ZodOptional<z.ZodObject<{
                contextId: z.ZodOptional<z.ZodString>;
                extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
                kind: z.ZodLiteral<"message">;
                messageId: z.ZodString;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                    kind: z.ZodLiteral<"text">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                    text: z.ZodString;
                }, z.core.$loose>, z.ZodObject<{
                    file: z.ZodUnion<readonly [z.ZodObject<{
                        bytes: z.ZodString;
                        mimeType: z.ZodOptional<z.ZodString>;
                        name: z.ZodOptional<z.ZodString>;
                    }, z.core.$loose>, z.ZodObject<{
                        mimeType: z.ZodOptional<z.ZodString>;
                        name: z.ZodOptional<z.ZodString>;
                        uri: z.ZodString;
                    }, z.core.$loose>]>;
                    kind: z.ZodLiteral<"file">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                }, z.core.$loose>, z.ZodObject<{
                    data: z.ZodObject<{}, z.core.$loose>;
                    kind: z.ZodLiteral<"data">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                }, z.core.$loose>], "kind">>;
                referenceTaskIds: z.ZodOptional<z.ZodArray<z.ZodString>>;
                role: z.ZodEnum<{
                    agent: "agent";
                    user: "user";
                }>;
                taskId: z.ZodOptional<z.ZodString>;
            }, z.core.$loose>>;
            state: z.ZodEnum<{
                unknown: "unknown";
                submitted: "submitted";
                working: "working";
                "input-required": "input-required";
                completed: "completed";
                canceled: "canceled";
                failed: "failed";
                rejected: "rejected";
                "auth-required": "auth-required";
            }>;
            timestamp: z.ZodOptional<z.ZodString>;
        }, z.core.$loose>;
    }, z.core.$loose>;
    CancelTaskSuccessResponse: z.ZodObject<{
        id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodNull]>;
        jsonrpc: z.ZodLiteral<"2.0">;
        result: z.ZodObject<{
            artifacts: z.ZodOptional<z.ZodArray<z.ZodObject<{
                artifactId: z.ZodString;
                description: z.ZodOptional<z.ZodString>;
                extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                name: z.ZodOptional<z.ZodString>;
                parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                    kind: z.ZodLiteral<"text">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                    text: z.ZodString;
                }, z.core.$loose>, z.ZodObject<{
                    file: z.ZodUnion<readonly [z.ZodObject<{
                        bytes: z.ZodString;
                        mimeType: z.ZodOptional<z.ZodString>;
                        name: z.ZodOptional<z.ZodString>;
                    }, z.core.$loose>, z.ZodObject<{
                        mimeType: z.ZodOptional<z.ZodString>;
                        name: z.ZodOptional<z.ZodString>;
                        uri: z.ZodString;
                    }, z.core.$loose>]>;
                    kind: z.ZodLiteral<"file">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                }, z.core.$loose>, z.ZodObject<{
                    data: z.ZodObject<{}, z.core.$loose>;
                    kind: z.ZodLiteral<"data">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                }, z.core.$loose>], "kind">>;
            }, z.core.$loose>>>;
            contextId: z.ZodString;
            history: z.ZodOptional<z.ZodArray<z.ZodObject<{
                contextId: z.ZodOptional<z.ZodString>;
                extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
                kind: z.ZodLiteral<"message">;
                messageId: z.ZodString;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                    kind: z.ZodLiteral<"text">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                    text: z.ZodString;
                }, z.core.$loose>, z.ZodObject<{
                    file: z.ZodUnion<readonly [z.ZodObject<{
                        bytes: z.ZodString;
                        mimeType: z.ZodOptional<z.ZodString>;
                        name: z.ZodOptional<z.ZodString>;
                    }, z.core.$loose>, z.ZodObject<{
                        mimeType: z.ZodOptional<z.ZodString>;
                        name: z.ZodOptional<z.ZodString>;
                        uri: z.ZodString;
                    }, z.core.$loose>]>;
                    kind: z.ZodLiteral<"file">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                }, z.core.$loose>, z.ZodObject<{
                    data: z.ZodObject<{}, z.core.$loose>;
                    kind: z.ZodLiteral<"data">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                }, z.core.$loose>], "kind">>;
                referenceTaskIds: z.ZodOptional<z.ZodArray<z.ZodString>>;
                role: z.ZodEnum<{
                    agent: "agent";
                    user: "user";
                }>;
                taskId: z.ZodOptional<z.ZodString>;
            }, z.core.$loose>>>;
            id: z.ZodString;
            kind: z.ZodLiteral<"task">;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            status: z.ZodObject<{
                message: z.ZodOptional<z.ZodObject<{
                    contextId: z.ZodOptional<z.ZodString>;
                    extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
                    kind: z.ZodLiteral<"message">;
                    messageId: z.ZodString;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                    parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                        kind: z.ZodLiteral<"text">;
                        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                        text: z.ZodString;
                    }, z.core.$loose>, z.ZodObject<{
                        file: z.ZodUnion<readonly [z.ZodObject<{
                            bytes: z.ZodString;
                            mimeType: z.ZodOptional<z.ZodString>;
                            name: z.ZodOptional<z.ZodString>;
                        }, z.core.$loose>, z.ZodObject<{
                            mimeType: z.ZodOptional<z.ZodString>;
                            name: z.ZodOptional<z.ZodString>;
                            uri: z.ZodString;
                        }, z.core.$loose>]>;
                        kind: z.ZodLiteral<"file">;
                        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                    }, z.core.$loose>, z.ZodObject<{
                        data: z.ZodObject<{}, z.core.$loose>;
                        kind: z.ZodLiteral<"data">;
                        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                    }, z.core.$loose>], "kind">>;
                    referenceTaskIds: z.ZodOptional<z.ZodArray<z.ZodString>>;
                    role: z.ZodEnum<{
                        agent: "agent";
                        user: "user";
                    }>;
                    taskId: z.ZodOptional<z.ZodString>;
                }, z.core.$loose>>;
                state: z.ZodEnum<{
                    unknown: "unknown";
                    submitted: "submitted";
                    working: "working";
                    "input-required": "input-required";
                    completed: "completed";
                    canceled: "canceled";
                    failed: "failed";
                    rejected: "rejected";
                    "auth-required": "auth-required";
                }>;
                timestamp: z.ZodOptional<z.ZodString>;
            }, z.core.$loose>;
        }, z.core.$loose>;
    }, z.core.$loose>;
    CancelTaskResponse: z.ZodUnion<readonly [z.ZodObject<{
        error: z.ZodUnion<readonly [z.ZodObject<{
            code: z.ZodNumber;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32700>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32600>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32601>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32602>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32603>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32001>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32002>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32003>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32004>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32005>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32006>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32007>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>]>;
        id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodNull]>;
        jsonrpc: z.ZodLiteral<"2.0">;
    }, z.core.$loose>, z.ZodObject<{
        id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodNull]>;
        jsonrpc: z.ZodLiteral<"2.0">;
        result: z.ZodObject<{
            artifacts: z.ZodOptional<z.ZodArray<z.ZodObject<{
                artifactId: z.ZodString;
                description: z.ZodOptional<z.ZodString>;
                extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                name: z.ZodOptional<z.ZodString>;
                parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                    kind: z.ZodLiteral<"text">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                    text: z.ZodString;
                }, z.core.$loose>, z.ZodObject<{
                    file: z.ZodUnion<readonly [z.ZodObject<{
                        bytes: z.ZodString;
                        mimeType: z.ZodOptional<z.ZodString>;
                        name: z.ZodOptional<z.ZodString>;
                    }, z.core.$loose>, z.ZodObject<{
                        mimeType: z.ZodOptional<z.ZodString>;
                        name: z.ZodOptional<z.ZodString>;
                        uri: z.ZodString;
                    }, z.core.$loose>]>;
                    kind: z.ZodLiteral<"file">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                }, z.core.$loose>, z.ZodObject<{
                    data: z.ZodObject<{}, z.core.$loose>;
                    kind: z.ZodLiteral<"data">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                }, z.core.$loose>], "kind">>;
            }, z.core.$loose>>>;
            contextId: z.ZodString;
            history: z.ZodOptional<z.ZodArray<z.ZodObject<{
                contextId: z.ZodOptional<z.ZodString>;
                extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
                kind: z.ZodLiteral<"message">;
                messageId: z.ZodString;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                    kind: z.ZodLiteral<"text">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                    text: z.ZodString;
                }, z.core.$loose>, z.ZodObject<{
                    file: z.ZodUnion<readonly [z.ZodObject<{
                        bytes: z.ZodString;
                        mimeType: z.ZodOptional<z.ZodString>;
                        name: z.ZodOptional<z.ZodString>;
                    }, z.core.$loose>, z.ZodObject<{
                        mimeType: z.ZodOptional<z.ZodString>;
                        name: z.ZodOptional<z.ZodString>;
                        uri: z.ZodString;
                    }, z.core.$loose>]>;
                    kind: z.ZodLiteral<"file">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                }, z.core.$loose>, z.ZodObject<{
                    data: z.ZodObject<{}, z.core.$loose>;
                    kind: z.ZodLiteral<"data">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                }, z.core.$loose>], "kind">>;
                referenceTaskIds: z.ZodOptional<z.ZodArray<z.ZodString>>;
                role: z.ZodEnum<{
                    agent: "agent";
                    user: "user";
                }>;
                taskId: z.ZodOptional<z.ZodString>;
            }, z.core.$loose>>>;
            id: z.ZodString;
            kind: z.ZodLiteral<"task">;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            status: z.ZodObject<{
                message: z.ZodOptional<z.ZodObject<{
                    contextId: z.ZodOptional<z.ZodString>;
                    extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
                    kind: z.ZodLiteral<"message">;
                    messageId: z.ZodString;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                    parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                        kind: z.ZodLiteral<"text">;
                        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                        text: z.ZodString;
                    }, z.core.$loose>, z.ZodObject<{
                        file: z.ZodUnion<readonly [z.ZodObject<{
                            bytes: z.ZodString;
                            mimeType: z.ZodOptional<z.ZodString>;
                            name: z.ZodOptional<z.ZodString>;
                        }, z.core.$loose>, z.ZodObject<{
                            mimeType: z.ZodOptional<z.ZodString>;
                            name: z.ZodOptional<z.ZodString>;
                            uri: z.ZodString;
                        }, z.core.$loose>]>;
                        kind: z.ZodLiteral<"file">;
                        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                    }, z.core.$loose>, z.ZodObject<{
                        data: z.ZodObject<{}, z.core.$loose>;
                        kind: z.ZodLiteral<"data">;
                        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                    }, z.core.$loose>], "kind">>;
                    referenceTaskIds: z.ZodOptional<z.ZodArray<z.ZodString>>;
                    role: z.ZodEnum<{
                        agent: "agent";
                        user: "user";
                    }>;
                    taskId: z.ZodOptional<z.ZodString>;
                }, z.core.$loose>>;
                state: z.ZodEnum<{
                    unknown: "unknown";
                    submitted: "submitted";
                    working: "working";
                    "input-required": "input-required";
                    completed: "completed";
                    canceled: "canceled";
                    failed: "failed";
                    rejected: "rejected";
                    "auth-required": "auth-required";
                }>;
                timestamp: z.ZodOptional<z.ZodString>;
            }, z.core.$loose>;
        }, z.core.$loose>;
    }, z.core.$loose>]>;
    DeleteTaskPushNotificationConfigSuccessResponse: z.ZodObject<{
        id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodNull]>;
        jsonrpc: z.ZodLiteral<"2.0">;
        result: z.ZodNull;
    }, z.core.$loose>;
    DeleteTaskPushNotificationConfigResponse: z.ZodUnion<readonly [z.ZodObject<{
        error: z.ZodUnion<readonly [z.ZodObject<{
            code: z.ZodNumber;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32700>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32600>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32601>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32602>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32603>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32001>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32002>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32003>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32004>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32005>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32006>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32007>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>]>;
        id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodNull]>;
        jsonrpc: z.ZodLiteral<"2.0">;
    }, z.core.$loose>, z.ZodObject<{
        id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodNull]>;
        jsonrpc: z.ZodLiteral<"2.0">;
        result: z.ZodNull;
    }, z.core.$loose>]>;
    FileBase: z.ZodObject<{
        mimeType: z.ZodOptional<z.ZodString>;
        name: z.ZodOptional<z.ZodString>;
    }, z.core.$loose>;
    GetAuthenticatedExtendedCardSuccessResponse: z.ZodObject<{
        id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodNull]>;
        jsonrpc: z.ZodLiteral<"2.0">;
        result: z.ZodObject<{
            additionalInterfaces: z.ZodOptional<z.ZodArray<z.ZodObject<{
                transport: z.ZodString;
                url: z.ZodString;
            }, z.core.$loose>>>;
            capabilities: z.ZodObject<{
                extensions: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    description: z.ZodOptional<z.ZodString>;
                    params: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                    required: z.ZodOptional<z.ZodBoolean>;
                    uri: z.ZodString;
                }, z.core.$loose>>>;
                pushNotifications: z.ZodOptional<z.ZodBoolean>;
                stateTransitionHistory: z.ZodOptional<z.ZodBoolean>;
                streaming: z.ZodOptional<z.ZodBoolean>;
            }, z.core.$loose>;
            defaultInputModes: z.ZodArray<z.ZodString>;
            defaultOutputModes: z.ZodArray<z.ZodString>;
            description: z.ZodString;
            documentationUrl: z.ZodOptional<z.ZodString>;
            iconUrl: z.ZodOptional<z.ZodString>;
            name: z.ZodString;
            preferredTransport: z.ZodOptional<z.ZodString>;
            protocolVersion: z.ZodString;
            provider: z.ZodOptional<z.ZodObject<{
                organization: z.ZodString;
                url: z.ZodString;
            }, z.core.$loose>>;
            security: z.ZodOptional<z.ZodArray<z.ZodPreprocess<z.ZodObject<{}, z.core.$catchall<z.ZodArray<z.ZodString>>>, unknown>>>;
            securitySchemes: z.ZodOptional<z.ZodPreprocess<z.ZodObject<{}, z.core.$catchall<z.ZodDiscriminatedUnion<[z.ZodObject<{
                description: z.ZodOptional<z.ZodString>;
                in: z.ZodEnum<{
                    query: "query";
                    header: "header";
                    cookie: "cookie";
                }>;
                name: z.ZodString;
                type: z.ZodLiteral<"apiKey">;
            }, z.core.$loose>, z.ZodObject<{
                bearerFormat: z.ZodOptional<z.ZodString>;
                description: z.ZodOptional<z.ZodString>;
                scheme: z.ZodString;
                type: z.ZodLiteral<"http">;
            }, z.core.$loose>, z.ZodObject<{
                description: z.ZodOptional<z.ZodString>;
                flows: z.ZodObject<{
                    authorizationCode: z.ZodOptional<z.ZodObject<{
                        authorizationUrl: z.ZodString;
                        refreshUrl: z.ZodOptional<z.ZodString>;
                        scopes: z.ZodPreprocess<z.ZodObject<{}, z.core.$catchall<z.ZodString>>, unknown>;
                        tokenUrl: z.ZodString;
                    }, z.core.$loose>>;
                    clientCredentials: z.ZodOptional<z.ZodObject<{
                        refreshUrl: z.ZodOptional<z.ZodString>;
                        scopes: z.ZodPreprocess<z.ZodObject<{}, z.core.$catchall<z.ZodString>>, unknown>;
                        tokenUrl: z.ZodString;
                    }, z.core.$loose>>;
                    implicit: z.ZodOptional<z.ZodObject<{
                        authorizationUrl: z.ZodString;
                        refreshUrl: z.ZodOptional<z.ZodString>;
                        scopes: z.ZodPreprocess<z.ZodObject<{}, z.core.$catchall<z.ZodString>>, unknown>;
                    }, z.core.$loose>>;
                    password: z.ZodOptional<z.ZodObject<{
                        refreshUrl: z.ZodOptional<z.ZodString>;
                        scopes: z.ZodPreprocess<z.ZodObject<{}, z.core.$catchall<z.ZodString>>, unknown>;
                        tokenUrl: z.ZodString;
                    }, z.core.$loose>>;
                }, z.core.$loose>;
                oauth2MetadataUrl: z.ZodOptional<z.ZodString>;
                type: z.ZodLiteral<"oauth2">;
            }, z.core.$loose>, z.ZodObject<{
                description: z.ZodOptional<z.ZodString>;
                openIdConnectUrl: z.ZodString;
                type: z.ZodLiteral<"openIdConnect">;
            }, z.core.$loose>, z.ZodObject<{
                description: z.ZodOptional<z.ZodString>;
                type: z.ZodLiteral<"mutualTLS">;
            }, z.core.$loose>], "type">>>, unknown>>;
            signatures: z.ZodOptional<z.ZodArray<z.ZodObject<{
                header: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                protected: z.ZodString;
                signature: z.ZodString;
            }, z.core.$loose>>>;
            skills: z.ZodArray<z.ZodObject<{
                description: z.ZodString;
                examples: z.ZodOptional<z.ZodArray<z.ZodString>>;
                id: z.ZodString;
                inputModes: z.ZodOptional<z.ZodArray<z.ZodString>>;
                name: z.ZodString;
                outputModes: z.ZodOptional<z.ZodArray<z.ZodString>>;
                security: z.ZodOptional<z.ZodArray<z.ZodPreprocess<z.ZodObject<{}, z.core.$catchall<z.ZodArray<z.ZodString>>>, unknown>>>;
                tags: z.ZodArray<z.ZodString>;
            }, z.core.$loose>>;
            supportsAuthenticatedExtendedCard: z.ZodOptional<z.ZodBoolean>;
            url: z.ZodString;
            version: z.ZodString;
        }, z.core.$loose>;
    }, z.core.$loose>;
    GetAuthenticatedExtendedCardResponse: z.ZodUnion<readonly [z.ZodObject<{
        error: z.ZodUnion<readonly [z.ZodObject<{
            code: z.ZodNumber;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32700>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32600>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32601>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32602>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32603>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32001>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32002>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32003>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32004>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32005>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32006>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32007>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>]>;
        id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodNull]>;
        jsonrpc: z.ZodLiteral<"2.0">;
    }, z.core.$loose>, z.ZodObject<{
        id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodNull]>;
        jsonrpc: z.ZodLiteral<"2.0">;
        result: z.ZodObject<{
            additionalInterfaces: z.ZodOptional<z.ZodArray<z.ZodObject<{
                transport: z.ZodString;
                url: z.ZodString;
            }, z.core.$loose>>>;
            capabilities: z.ZodObject<{
                extensions: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    description: z.ZodOptional<z.ZodString>;
                    params: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                    required: z.ZodOptional<z.ZodBoolean>;
                    uri: z.ZodString;
                }, z.core.$loose>>>;
                pushNotifications: z.ZodOptional<z.ZodBoolean>;
                stateTransitionHistory: z.ZodOptional<z.ZodBoolean>;
                streaming: z.ZodOptional<z.ZodBoolean>;
            }, z.core.$loose>;
            defaultInputModes: z.ZodArray<z.ZodString>;
            defaultOutputModes: z.ZodArray<z.ZodString>;
            description: z.ZodString;
            documentationUrl: z.ZodOptional<z.ZodString>;
            iconUrl: z.ZodOptional<z.ZodString>;
            name: z.ZodString;
            preferredTransport: z.ZodOptional<z.ZodString>;
            protocolVersion: z.ZodString;
            provider: z.ZodOptional<z.ZodObject<{
                organization: z.ZodString;
                url: z.ZodString;
            }, z.core.$loose>>;
            security: z.ZodOptional<z.ZodArray<z.ZodPreprocess<z.ZodObject<{}, z.core.$catchall<z.ZodArray<z.ZodString>>>, unknown>>>;
            securitySchemes: z.ZodOptional<z.ZodPreprocess<z.ZodObject<{}, z.core.$catchall<z.ZodDiscriminatedUnion<[z.ZodObject<{
                description: z.ZodOptional<z.ZodString>;
                in: z.ZodEnum<{
                    query: "query";
                    header: "header";
                    cookie: "cookie";
                }>;
                name: z.ZodString;
                type: z.ZodLiteral<"apiKey">;
            }, z.core.$loose>, z.ZodObject<{
                bearerFormat: z.ZodOptional<z.ZodString>;
                description: z.ZodOptional<z.ZodString>;
                scheme: z.ZodString;
                type: z.ZodLiteral<"http">;
            }, z.core.$loose>, z.ZodObject<{
                description: z.ZodOptional<z.ZodString>;
                flows: z.ZodObject<{
                    authorizationCode: z.ZodOptional<z.ZodObject<{
                        authorizationUrl: z.ZodString;
                        refreshUrl: z.ZodOptional<z.ZodString>;
                        scopes: z.ZodPreprocess<z.ZodObject<{}, z.core.$catchall<z.ZodString>>, unknown>;
                        tokenUrl: z.ZodString;
                    }, z.core.$loose>>;
                    clientCredentials: z.ZodOptional<z.ZodObject<{
                        refreshUrl: z.ZodOptional<z.ZodString>;
                        scopes: z.ZodPreprocess<z.ZodObject<{}, z.core.$catchall<z.ZodString>>, unknown>;
                        tokenUrl: z.ZodString;
                    }, z.core.$loose>>;
                    implicit: z.ZodOptional<z.ZodObject<{
                        authorizationUrl: z.ZodString;
                        refreshUrl: z.ZodOptional<z.ZodString>;
                        scopes: z.ZodPreprocess<z.ZodObject<{}, z.core.$catchall<z.ZodString>>, unknown>;
                    }, z.core.$loose>>;
                    password: z.ZodOptional<z.ZodObject<{
                        refreshUrl: z.ZodOptional<z.ZodString>;
                        scopes: z.ZodPreprocess<z.ZodObject<{}, z.core.$catchall<z.ZodString>>, unknown>;
                        tokenUrl: z.ZodString;
                    }, z.core.$loose>>;
                }, z.core.$loose>;
                oauth2MetadataUrl: z.ZodOptional<z.ZodString>;
                type: z.ZodLiteral<"oauth2">;
            }, z.core.$loose>, z.ZodObject<{
                description: z.ZodOptional<z.ZodString>;
                openIdConnectUrl: z.ZodString;
                type: z.ZodLiteral<"openIdConnect">;
            }, z.core.$loose>, z.ZodObject<{
                description: z.ZodOptional<z.ZodString>;
                type: z.ZodLiteral<"mutualTLS">;
            }, z.core.$loose>], "type">>>, unknown>>;
            signatures: z.ZodOptional<z.ZodArray<z.ZodObject<{
                header: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                protected: z.ZodString;
                signature: z.ZodString;
            }, z.core.$loose>>>;
            skills: z.ZodArray<z.ZodObject<{
                description: z.ZodString;
                examples: z.ZodOptional<z.ZodArray<z.ZodString>>;
                id: z.ZodString;
                inputModes: z.ZodOptional<z.ZodArray<z.ZodString>>;
                name: z.ZodString;
                outputModes: z.ZodOptional<z.ZodArray<z.ZodString>>;
                security: z.ZodOptional<z.ZodArray<z.ZodPreprocess<z.ZodObject<{}, z.core.$catchall<z.ZodArray<z.ZodString>>>, unknown>>>;
                tags: z.ZodArray<z.ZodString>;
            }, z.core.$loose>>;
            supportsAuthenticatedExtendedCard: z.ZodOptional<z.ZodBoolean>;
            url: z.ZodString;
            version: z.ZodString;
        }, z.core.$loose>;
    }, z.core.$loose>]>;
    GetTaskPushNotificationConfigSuccessResponse: z.ZodObject<{
        id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodNull]>;
        jsonrpc: z.ZodLiteral<"2.0">;
        result: z.ZodObject<{
            pushNotificationConfig: z.ZodObject<{
                authentication: z.ZodOptional<z.ZodObject<{
                    credentials: z.ZodOptional<z.ZodString>;
                    schemes: z.ZodArray<z.ZodString>;
                }, z.core.$loose>>;
                id: z.ZodOptional<z.ZodString>;
                token: z.ZodOptional<z.ZodString>;
                url: z.ZodString;
            }, z.core.$loose>;
            taskId: z.ZodString;
        }, z.core.$loose>;
    }, z.core.$loose>;
    GetTaskPushNotificationConfigResponse: z.ZodUnion<readonly [z.ZodObject<{
        error: z.ZodUnion<readonly [z.ZodObject<{
            code: z.ZodNumber;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32700>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32600>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32601>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32602>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32603>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32001>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32002>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32003>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32004>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32005>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32006>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32007>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>]>;
        id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodNull]>;
        jsonrpc: z.ZodLiteral<"2.0">;
    }, z.core.$loose>, z.ZodObject<{
        id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodNull]>;
        jsonrpc: z.ZodLiteral<"2.0">;
        result: z.ZodObject<{
            pushNotificationConfig: z.ZodObject<{
                authentication: z.ZodOptional<z.ZodObject<{
                    credentials: z.ZodOptional<z.ZodString>;
                    schemes: z.ZodArray<z.ZodString>;
                }, z.core.$loose>>;
                id: z.ZodOptional<z.ZodString>;
                token: z.ZodOptional<z.ZodString>;
                url: z.ZodString;
            }, z.core.$loose>;
            taskId: z.ZodString;
        }, z.core.$loose>;
    }, z.core.$loose>]>;
    GetTaskSuccessResponse: z.ZodObject<{
        id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodNull]>;
        jsonrpc: z.ZodLiteral<"2.0">;
        result: z.ZodObject<{
            artifacts: z.ZodOptional<z.ZodArray<z.ZodObject<{
                artifactId: z.ZodString;
                description: z.ZodOptional<z.ZodString>;
                extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                name: z.ZodOptional<z.ZodString>;
                parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                    kind: z.ZodLiteral<"text">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                    text: z.ZodString;
                }, z.core.$loose>, z.ZodObject<{
                    file: z.ZodUnion<readonly [z.ZodObject<{
                        bytes: z.ZodString;
                        mimeType: z.ZodOptional<z.ZodString>;
                        name: z.ZodOptional<z.ZodString>;
                    }, z.core.$loose>, z.ZodObject<{
                        mimeType: z.ZodOptional<z.ZodString>;
                        name: z.ZodOptional<z.ZodString>;
                        uri: z.ZodString;
                    }, z.core.$loose>]>;
                    kind: z.ZodLiteral<"file">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                }, z.core.$loose>, z.ZodObject<{
                    data: z.ZodObject<{}, z.core.$loose>;
                    kind: z.ZodLiteral<"data">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                }, z.core.$loose>], "kind">>;
            }, z.core.$loose>>>;
            contextId: z.ZodString;
            history: z.ZodOptional<z.ZodArray<z.ZodObject<{
                contextId: z.ZodOptional<z.ZodString>;
                extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
                kind: z.ZodLiteral<"message">;
                messageId: z.ZodString;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                    kind: z.ZodLiteral<"text">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                    text: z.ZodString;
                }, z.core.$loose>, z.ZodObject<{
                    file: z.ZodUnion<readonly [z.ZodObject<{
                        bytes: z.ZodString;
                        mimeType: z.ZodOptional<z.ZodString>;
                        name: z.ZodOptional<z.ZodString>;
                    }, z.core.$loose>, z.ZodObject<{
                        mimeType: z.ZodOptional<z.ZodString>;
                        name: z.ZodOptional<z.ZodString>;
                        uri: z.ZodString;
                    }, z.core.$loose>]>;
                    kind: z.ZodLiteral<"file">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                }, z.core.$loose>, z.ZodObject<{
                    data: z.ZodObject<{}, z.core.$loose>;
                    kind: z.ZodLiteral<"data">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                }, z.core.$loose>], "kind">>;
                referenceTaskIds: z.ZodOptional<z.ZodArray<z.ZodString>>;
                role: z.ZodEnum<{
                    agent: "agent";
                    user: "user";
                }>;
                taskId: z.ZodOptional<z.ZodString>;
            }, z.core.$loose>>>;
            id: z.ZodString;
            kind: z.ZodLiteral<"task">;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            status: z.ZodObject<{
                message: z.ZodOptional<z.ZodObject<{
                    contextId: z.ZodOptional<z.ZodString>;
                    extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
                    kind: z.ZodLiteral<"message">;
                    messageId: z.ZodString;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                    parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                        kind: z.ZodLiteral<"text">;
                        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                        text: z.ZodString;
                    }, z.core.$loose>, z.ZodObject<{
                        file: z.ZodUnion<readonly [z.ZodObject<{
                            bytes: z.ZodString;
                            mimeType: z.ZodOptional<z.ZodString>;
                            name: z.ZodOptional<z.ZodString>;
                        }, z.core.$loose>, z.ZodObject<{
                            mimeType: z.ZodOptional<z.ZodString>;
                            name: z.ZodOptional<z.ZodString>;
                            uri: z.ZodString;
                        }, z.core.$loose>]>;
                        kind: z.ZodLiteral<"file">;
                        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                    }, z.core.$loose>, z.ZodObject<{
                        data: z.ZodObject<{}, z.core.$loose>;
                        kind: z.ZodLiteral<"data">;
                        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                    }, z.core.$loose>], "kind">>;
                    referenceTaskIds: z.ZodOptional<z.ZodArray<z.ZodString>>;
                    role: z.ZodEnum<{
                        agent: "agent";
                        user: "user";
                    }>;
                    taskId: z.ZodOptional<z.ZodString>;
                }, z.core.$loose>>;
                state: z.ZodEnum<{
                    unknown: "unknown";
                    submitted: "submitted";
                    working: "working";
                    "input-required": "input-required";
                    completed: "completed";
                    canceled: "canceled";
                    failed: "failed";
                    rejected: "rejected";
                    "auth-required": "auth-required";
                }>;
                timestamp: z.ZodOptional<z.ZodString>;
            }, z.core.$loose>;
        }, z.core.$loose>;
    }, z.core.$loose>;
    GetTaskResponse: z.ZodUnion<readonly [z.ZodObject<{
        error: z.ZodUnion<readonly [z.ZodObject<{
            code: z.ZodNumber;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32700>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32600>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32601>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32602>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32603>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32001>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32002>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32003>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32004>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32005>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32006>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32007>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>]>;
        id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodNull]>;
        jsonrpc: z.ZodLiteral<"2.0">;
    }, z.core.$loose>, z.ZodObject<{
        id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodNull]>;
        jsonrpc: z.ZodLiteral<"2.0">;
        result: z.ZodObject<{
            artifacts: z.ZodOptional<z.ZodArray<z.ZodObject<{
                artifactId: z.ZodString;
                description: z.ZodOptional<z.ZodString>;
                extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                name: z.ZodOptional<z.ZodString>;
                parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                    kind: z.ZodLiteral<"text">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                    text: z.ZodString;
                }, z.core.$loose>, z.ZodObject<{
                    file: z.ZodUnion<readonly [z.ZodObject<{
                        bytes: z.ZodString;
                        mimeType: z.ZodOptional<z.ZodString>;
                        name: z.ZodOptional<z.ZodString>;
                    }, z.core.$loose>, z.ZodObject<{
                        mimeType: z.ZodOptional<z.ZodString>;
                        name: z.ZodOptional<z.ZodString>;
                        uri: z.ZodString;
                    }, z.core.$loose>]>;
                    kind: z.ZodLiteral<"file">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                }, z.core.$loose>, z.ZodObject<{
                    data: z.ZodObject<{}, z.core.$loose>;
                    kind: z.ZodLiteral<"data">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                }, z.core.$loose>], "kind">>;
            }, z.core.$loose>>>;
            contextId: z.ZodString;
            history: z.ZodOptional<z.ZodArray<z.ZodObject<{
                contextId: z.ZodOptional<z.ZodString>;
                extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
                kind: z.ZodLiteral<"message">;
                messageId: z.ZodString;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                    kind: z.ZodLiteral<"text">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                    text: z.ZodString;
                }, z.core.$loose>, z.ZodObject<{
                    file: z.ZodUnion<readonly [z.ZodObject<{
                        bytes: z.ZodString;
                        mimeType: z.ZodOptional<z.ZodString>;
                        name: z.ZodOptional<z.ZodString>;
                    }, z.core.$loose>, z.ZodObject<{
                        mimeType: z.ZodOptional<z.ZodString>;
                        name: z.ZodOptional<z.ZodString>;
                        uri: z.ZodString;
                    }, z.core.$loose>]>;
                    kind: z.ZodLiteral<"file">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                }, z.core.$loose>, z.ZodObject<{
                    data: z.ZodObject<{}, z.core.$loose>;
                    kind: z.ZodLiteral<"data">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                }, z.core.$loose>], "kind">>;
                referenceTaskIds: z.ZodOptional<z.ZodArray<z.ZodString>>;
                role: z.ZodEnum<{
                    agent: "agent";
                    user: "user";
                }>;
                taskId: z.ZodOptional<z.ZodString>;
            }, z.core.$loose>>>;
            id: z.ZodString;
            kind: z.ZodLiteral<"task">;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            status: z.ZodObject<{
                message: z.ZodOptional<z.ZodObject<{
                    contextId: z.ZodOptional<z.ZodString>;
                    extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
                    kind: z.ZodLiteral<"message">;
                    messageId: z.ZodString;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                    parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                        kind: z.ZodLiteral<"text">;
                        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                        text: z.ZodString;
                    }, z.core.$loose>, z.ZodObject<{
                        file: z.ZodUnion<readonly [z.ZodObject<{
                            bytes: z.ZodString;
                            mimeType: z.ZodOptional<z.ZodString>;
                            name: z.ZodOptional<z.ZodString>;
                        }, z.core.$loose>, z.ZodObject<{
                            mimeType: z.ZodOptional<z.ZodString>;
                            name: z.ZodOptional<z.ZodString>;
                            uri: z.ZodString;
                        }, z.core.$loose>]>;
                        kind: z.ZodLiteral<"file">;
                        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                    }, z.core.$loose>, z.ZodObject<{
                        data: z.ZodObject<{}, z.core.$loose>;
                        kind: z.ZodLiteral<"data">;
                        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                    }, z.core.$loose>], "kind">>;
                    referenceTaskIds: z.ZodOptional<z.ZodArray<z.ZodString>>;
                    role: z.ZodEnum<{
                        agent: "agent";
                        user: "user";
                    }>;
                    taskId: z.ZodOptional<z.ZodString>;
                }, z.core.$loose>>;
                state: z.ZodEnum<{
                    unknown: "unknown";
                    submitted: "submitted";
                    working: "working";
                    "input-required": "input-required";
                    completed: "completed";
                    canceled: "canceled";
                    failed: "failed";
                    rejected: "rejected";
                    "auth-required": "auth-required";
                }>;
                timestamp: z.ZodOptional<z.ZodString>;
            }, z.core.$loose>;
        }, z.core.$loose>;
    }, z.core.$loose>]>;
    JSONRPCMessage: z.ZodObject<{
        id: z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodNull]>>;
        jsonrpc: z.ZodLiteral<"2.0">;
    }, z.core.$loose>;
    JSONRPCRequest: z.ZodObject<{
        id: z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodNull]>>;
        jsonrpc: z.ZodLiteral<"2.0">;
        method: z.ZodString;
        params: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
    }, z.core.$loose>;
    SendMessageSuccessResponse: z.ZodObject<{
        id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodNull]>;
        jsonrpc: z.ZodLiteral<"2.0">;
        result: z.ZodDiscriminatedUnion<[z.ZodObject<{
            artifacts: z.ZodOptional<z.ZodArray<z.ZodObject<{
                artifactId: z.ZodString;
                description: z.ZodOptional<z.ZodString>;
                extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                name: z.ZodOptional<z.ZodString>;
                parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                    kind: z.ZodLiteral<"text">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                    text: z.ZodString;
                }, z.core.$loose>, z.ZodObject<{
                    file: z.ZodUnion<readonly [z.ZodObject<{
                        bytes: z.ZodString;
                        mimeType: z.ZodOptional<z.ZodString>;
                        name: z.ZodOptional<z.ZodString>;
                    }, z.core.$loose>, z.ZodObject<{
                        mimeType: z.ZodOptional<z.ZodString>;
                        name: z.ZodOptional<z.ZodString>;
                        uri: z.ZodString;
                    }, z.core.$loose>]>;
                    kind: z.ZodLiteral<"file">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                }, z.core.$loose>, z.ZodObject<{
                    data: z.ZodObject<{}, z.core.$loose>;
                    kind: z.ZodLiteral<"data">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                }, z.core.$loose>], "kind">>;
            }, z.core.$loose>>>;
            contextId: z.ZodString;
            history: z.ZodOptional<z.ZodArray<z.ZodObject<{
                contextId: z.ZodOptional<z.ZodString>;
                extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
                kind: z.ZodLiteral<"message">;
                messageId: z.ZodString;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                    kind: z.ZodLiteral<"text">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                    text: z.ZodString;
                }, z.core.$loose>, z.ZodObject<{
                    file: z.ZodUnion<readonly [z.ZodObject<{
                        bytes: z.ZodString;
                        mimeType: z.ZodOptional<z.ZodString>;
                        name: z.ZodOptional<z.ZodString>;
                    }, z.core.$loose>, z.ZodObject<{
                        mimeType: z.ZodOptional<z.ZodString>;
                        name: z.ZodOptional<z.ZodString>;
                        uri: z.ZodString;
                    }, z.core.$loose>]>;
                    kind: z.ZodLiteral<"file">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                }, z.core.$loose>, z.ZodObject<{
                    data: z.ZodObject<{}, z.core.$loose>;
                    kind: z.ZodLiteral<"data">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                }, z.core.$loose>], "kind">>;
                referenceTaskIds: z.ZodOptional<z.ZodArray<z.ZodString>>;
                role: z.ZodEnum<{
                    agent: "agent";
                    user: "user";
                }>;
                taskId: z.ZodOptional<z.ZodString>;
            }, z.core.$loose>>>;
            id: z.ZodString;
            kind: z.ZodLiteral<"task">;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            status: z.ZodObject<{
                message: z.ZodOptional<z.ZodObject<{
                    contextId: z.ZodOptional<z.ZodString>;
                    extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
                    kind: z.ZodLiteral<"message">;
                    messageId: z.ZodString;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                    parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                        kind: z.ZodLiteral<"text">;
                        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                        text: z.ZodString;
                    }, z.core.$loose>, z.ZodObject<{
                        file: z.ZodUnion<readonly [z.ZodObject<{
                            bytes: z.ZodString;
                            mimeType: z.ZodOptional<z.ZodString>;
                            name: z.ZodOptional<z.ZodString>;
                        }, z.core.$loose>, z.ZodObject<{
                            mimeType: z.ZodOptional<z.ZodString>;
                            name: z.ZodOptional<z.ZodString>;
                            uri: z.ZodString;
                        }, z.core.$loose>]>;
                        kind: z.ZodLiteral<"file">;
                        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                    }, z.core.$loose>, z.ZodObject<{
                        data: z.ZodObject<{}, z.core.$loose>;
                        kind: z.ZodLiteral<"data">;
                        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                    }, z.core.$loose>], "kind">>;
                    referenceTaskIds: z.ZodOptional<z.ZodArray<z.ZodString>>;
                    role: z.ZodEnum<{
                        agent: "agent";
                        user: "user";
                    }>;
                    taskId: z.ZodOptional<z.ZodString>;
                }, z.core.$loose>>;
                state: z.ZodEnum<{
                    unknown: "unknown";
                    submitted: "submitted";
                    working: "working";
                    "input-required": "input-required";
                    completed: "completed";
                    canceled: "canceled";
                    failed: "failed";
                    rejected: "rejected";
                    "auth-required": "auth-required";
                }>;
                timestamp: z.ZodOptional<z.ZodString>;
            }, z.core.$loose>;
        }, z.core.$loose>, z.ZodObject<{
            contextId: z.ZodOptional<z.ZodString>;
            extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
            kind: z.ZodLiteral<"message">;
            messageId: z.ZodString;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                kind: z.ZodLiteral<"text">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                text: z.ZodString;
            }, z.core.$loose>, z.ZodObject<{
                file: z.ZodUnion<readonly [z.ZodObject<{
                    bytes: z.ZodString;
                    mimeType: z.ZodOptional<z.ZodString>;
                    name: z.ZodOptional<z.ZodString>;
                }, z.core.$loose>, z.ZodObject<{
                    mimeType: z.ZodOptional<z.ZodString>;
                    name: z.ZodOptional<z.ZodString>;
                    uri: z.ZodString;
                }, z.core.$loose>]>;
                kind: z.ZodLiteral<"file">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            }, z.core.$loose>, z.ZodObject<{
                data: z.ZodObject<{}, z.core.$loose>;
                kind: z.ZodLiteral<"data">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            }, z.core.$loose>], "kind">>;
            referenceTaskIds: z.ZodOptional<z.ZodArray<z.ZodString>>;
            role: z.ZodEnum<{
                agent: "agent";
                user: "user";
            }>;
            taskId: z.ZodOptional<z.ZodString>;
        }, z.core.$loose>], "kind">;
    }, z.core.$loose>;
    TaskStatusUpdateEvent: z.ZodObject<{
        contextId: z.ZodString;
        final: z.ZodBoolean;
        kind: z.ZodLiteral<"status-update">;
        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
        status: z.ZodObject<{
            message: z.ZodOptional<z.ZodObject<{
                contextId: z.ZodOptional<z.ZodString>;
                extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
                kind: z.ZodLiteral<"message">;
                messageId: z.ZodString;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                    kind: z.ZodLiteral<"text">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                    text: z.ZodString;
                }, z.core.$loose>, z.ZodObject<{
                    file: z.ZodUnion<readonly [z.ZodObject<{
                        bytes: z.ZodString;
                        mimeType: z.ZodOptional<z.ZodString>;
                        name: z.ZodOptional<z.ZodString>;
                    }, z.core.$loose>, z.ZodObject<{
                        mimeType: z.ZodOptional<z.ZodString>;
                        name: z.ZodOptional<z.ZodString>;
                        uri: z.ZodString;
                    }, z.core.$loose>]>;
                    kind: z.ZodLiteral<"file">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                }, z.core.$loose>, z.ZodObject<{
                    data: z.ZodObject<{}, z.core.$loose>;
                    kind: z.ZodLiteral<"data">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                }, z.core.$loose>], "kind">>;
                referenceTaskIds: z.ZodOptional<z.ZodArray<z.ZodString>>;
                role: z.ZodEnum<{
                    agent: "agent";
                    user: "user";
                }>;
                taskId: z.ZodOptional<z.ZodString>;
            }, z.core.$loose>>;
            state: z.ZodEnum<{
                unknown: "unknown";
                submitted: "submitted";
                working: "working";
                "input-required": "input-required";
                completed: "completed";
                canceled: "canceled";
                failed: "failed";
                rejected: "rejected";
                "auth-required": "auth-required";
            }>;
            timestamp: z.ZodOptional<z.ZodString>;
        }, z.core.$loose>;
        taskId: z.ZodString;
    }, z.core.$loose>;
    TaskArtifactUpdateEvent: z.ZodObject<{
        append: z.ZodOptional<z.ZodBoolean>;
        artifact: z.ZodObject<{
            artifactId: z.ZodString;
            description: z.ZodOptional<z.ZodString>;
            extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            name: z.ZodOptional<z.ZodString>;
            parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                kind: z.ZodLiteral<"text">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                text: z.ZodString;
            }, z.core.$loose>, z.ZodObject<{
                file: z.ZodUnion<readonly [z.ZodObject<{
                    bytes: z.ZodString;
                    mimeType: z.ZodOptional<z.ZodString>;
                    name: z.ZodOptional<z.ZodString>;
                }, z.core.$loose>, z.ZodObject<{
                    mimeType: z.ZodOptional<z.ZodString>;
                    name: z.ZodOptional<z.ZodString>;
                    uri: z.ZodString;
                }, z.core.$loose>]>;
                kind: z.ZodLiteral<"file">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            }, z.core.$loose>, z.ZodObject<{
                data: z.ZodObject<{}, z.core.$loose>;
                kind: z.ZodLiteral<"data">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            }, z.core.$loose>], "kind">>;
        }, z.core.$loose>;
        contextId: z.ZodString;
        kind: z.ZodLiteral<"artifact-update">;
        lastChunk: z.ZodOptional<z.ZodBoolean>;
        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
        taskId: z.ZodString;
    }, z.core.$loose>;
    SendStreamingMessageSuccessResponse: z.ZodObject<{
        id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodNull]>;
        jsonrpc: z.ZodLiteral<"2.0">;
        result: z.ZodDiscriminatedUnion<[z.ZodObject<{
            artifacts: z.ZodOptional<z.ZodArray<z.ZodObject<{
                artifactId: z.ZodString;
                description: z.ZodOptional<z.ZodString>;
                extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                name: z.ZodOptional<z.ZodString>;
                parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                    kind: z.ZodLiteral<"text">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                    text: z.ZodString;
                }, z.core.$loose>, z.ZodObject<{
                    file: z.ZodUnion<readonly [z.ZodObject<{
                        bytes: z.ZodString;
                        mimeType: z.ZodOptional<z.ZodString>;
                        name: z.ZodOptional<z.ZodString>;
                    }, z.core.$loose>, z.ZodObject<{
                        mimeType: z.ZodOptional<z.ZodString>;
                        name: z.ZodOptional<z.ZodString>;
                        uri: z.ZodString;
                    }, z.core.$loose>]>;
                    kind: z.ZodLiteral<"file">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                }, z.core.$loose>, z.ZodObject<{
                    data: z.ZodObject<{}, z.core.$loose>;
                    kind: z.ZodLiteral<"data">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                }, z.core.$loose>], "kind">>;
            }, z.core.$loose>>>;
            contextId: z.ZodString;
            history: z.ZodOptional<z.ZodArray<z.ZodObject<{
                contextId: z.ZodOptional<z.ZodString>;
                extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
                kind: z.ZodLiteral<"message">;
                messageId: z.ZodString;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                    kind: z.ZodLiteral<"text">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                    text: z.ZodString;
                }, z.core.$loose>, z.ZodObject<{
                    file: z.ZodUnion<readonly [z.ZodObject<{
                        bytes: z.ZodString;
                        mimeType: z.ZodOptional<z.ZodString>;
                        name: z.ZodOptional<z.ZodString>;
                    }, z.core.$loose>, z.ZodObject<{
                        mimeType: z.ZodOptional<z.ZodString>;
                        name: z.ZodOptional<z.ZodString>;
                        uri: z.ZodString;
                    }, z.core.$loose>]>;
                    kind: z.ZodLiteral<"file">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                }, z.core.$loose>, z.ZodObject<{
                    data: z.ZodObject<{}, z.core.$loose>;
                    kind: z.ZodLiteral<"data">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                }, z.core.$loose>], "kind">>;
                referenceTaskIds: z.ZodOptional<z.ZodArray<z.ZodString>>;
                role: z.ZodEnum<{
                    agent: "agent";
                    user: "user";
                }>;
                taskId: z.ZodOptional<z.ZodString>;
            }, z.core.$loose>>>;
            id: z.ZodString;
            kind: z.ZodLiteral<"task">;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            status: z.ZodObject<{
                message: z.ZodOptional<z.ZodObject<{
                    contextId: z.ZodOptional<z.ZodString>;
                    extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
                    kind: z.ZodLiteral<"message">;
                    messageId: z.ZodString;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                    parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                        kind: z.ZodLiteral<"text">;
                        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                        text: z.ZodString;
                    }, z.core.$loose>, z.ZodObject<{
                        file: z.ZodUnion<readonly [z.ZodObject<{
                            bytes: z.ZodString;
                            mimeType: z.ZodOptional<z.ZodString>;
                            name: z.ZodOptional<z.ZodString>;
                        }, z.core.$loose>, z.ZodObject<{
                            mimeType: z.ZodOptional<z.ZodString>;
                            name: z.ZodOptional<z.ZodString>;
                            uri: z.ZodString;
                        }, z.core.$loose>]>;
                        kind: z.ZodLiteral<"file">;
                        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                    }, z.core.$loose>, z.ZodObject<{
                        data: z.ZodObject<{}, z.core.$loose>;
                        kind: z.ZodLiteral<"data">;
                        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                    }, z.core.$loose>], "kind">>;
                    referenceTaskIds: z.ZodOptional<z.ZodArray<z.ZodString>>;
                    role: z.ZodEnum<{
                        agent: "agent";
                        user: "user";
                    }>;
                    taskId: z.ZodOptional<z.ZodString>;
                }, z.core.$loose>>;
                state: z.ZodEnum<{
                    unknown: "unknown";
                    submitted: "submitted";
                    working: "working";
                    "input-required": "input-required";
                    completed: "completed";
                    canceled: "canceled";
                    failed: "failed";
                    rejected: "rejected";
                    "auth-required": "auth-required";
                }>;
                timestamp: z.ZodOptional<z.ZodString>;
            }, z.core.$loose>;
        }, z.core.$loose>, z.ZodObject<{
            contextId: z.ZodOptional<z.ZodString>;
            extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
            kind: z.ZodLiteral<"message">;
            messageId: z.ZodString;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                kind: z.ZodLiteral<"text">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                text: z.ZodString;
            }, z.core.$loose>, z.ZodObject<{
                file: z.ZodUnion<readonly [z.ZodObject<{
                    bytes: z.ZodString;
                    mimeType: z.ZodOptional<z.ZodString>;
                    name: z.ZodOptional<z.ZodString>;
                }, z.core.$loose>, z.ZodObject<{
                    mimeType: z.ZodOptional<z.ZodString>;
                    name: z.ZodOptional<z.ZodString>;
                    uri: z.ZodString;
                }, z.core.$loose>]>;
                kind: z.ZodLiteral<"file">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            }, z.core.$loose>, z.ZodObject<{
                data: z.ZodObject<{}, z.core.$loose>;
                kind: z.ZodLiteral<"data">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            }, z.core.$loose>], "kind">>;
            referenceTaskIds: z.ZodOptional<z.ZodArray<z.ZodString>>;
            role: z.ZodEnum<{
                agent: "agent";
                user: "user";
            }>;
            taskId: z.ZodOptional<z.ZodString>;
        }, z.core.$loose>, z.ZodObject<{
            contextId: z.ZodString;
            final: z.ZodBoolean;
            kind: z.ZodLiteral<"status-update">;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            status: z.ZodObject<{
                message: z.ZodOptional<z.ZodObject<{
                    contextId: z.ZodOptional<z.ZodString>;
                    extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
                    kind: z.ZodLiteral<"message">;
                    messageId: z.ZodString;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                    parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                        kind: z.ZodLiteral<"text">;
                        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                        text: z.ZodString;
                    }, z.core.$loose>, z.ZodObject<{
                        file: z.ZodUnion<readonly [z.ZodObject<{
                            bytes: z.ZodString;
                            mimeType: z.ZodOptional<z.ZodString>;
                            name: z.ZodOptional<z.ZodString>;
                        }, z.core.$loose>, z.ZodObject<{
                            mimeType: z.ZodOptional<z.ZodString>;
                            name: z.ZodOptional<z.ZodString>;
                            uri: z.ZodString;
                        }, z.core.$loose>]>;
                        kind: z.ZodLiteral<"file">;
                        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                    }, z.core.$loose>, z.ZodObject<{
                        data: z.ZodObject<{}, z.core.$loose>;
                        kind: z.ZodLiteral<"data">;
                        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                    }, z.core.$loose>], "kind">>;
                    referenceTaskIds: z.ZodOptional<z.ZodArray<z.ZodString>>;
                    role: z.ZodEnum<{
                        agent: "agent";
                        user: "user";
                    }>;
                    taskId: z.ZodOptional<z.ZodString>;
                }, z.core.$loose>>;
                state: z.ZodEnum<{
                    unknown: "unknown";
                    submitted: "submitted";
                    working: "working";
                    "input-required": "input-required";
                    completed: "completed";
                    canceled: "canceled";
                    failed: "failed";
                    rejected: "rejected";
                    "auth-required": "auth-required";
                }>;
                timestamp: z.ZodOptional<z.ZodString>;
            }, z.core.$loose>;
            taskId: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            append: z.ZodOptional<z.ZodBoolean>;
            artifact: z.ZodObject<{
                artifactId: z.ZodString;
                description: z.ZodOptional<z.ZodString>;
                extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                name: z.ZodOptional<z.ZodString>;
                parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                    kind: z.ZodLiteral<"text">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                    text: z.ZodString;
                }, z.core.$loose>, z.ZodObject<{
                    file: z.ZodUnion<readonly [z.ZodObject<{
                        bytes: z.ZodString;
                        mimeType: z.ZodOptional<z.ZodString>;
                        name: z.ZodOptional<z.ZodString>;
                    }, z.core.$loose>, z.ZodObject<{
                        mimeType: z.ZodOptional<z.ZodString>;
                        name: z.ZodOptional<z.ZodString>;
                        uri: z.ZodString;
                    }, z.core.$loose>]>;
                    kind: z.ZodLiteral<"file">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                }, z.core.$loose>, z.ZodObject<{
                    data: z.ZodObject<{}, z.core.$loose>;
                    kind: z.ZodLiteral<"data">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                }, z.core.$loose>], "kind">>;
            }, z.core.$loose>;
            contextId: z.ZodString;
            kind: z.ZodLiteral<"artifact-update">;
            lastChunk: z.ZodOptional<z.ZodBoolean>;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            taskId: z.ZodString;
        }, z.core.$loose>], "kind">;
    }, z.core.$loose>;
    SetTaskPushNotificationConfigSuccessResponse: z.ZodObject<{
        id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodNull]>;
        jsonrpc: z.ZodLiteral<"2.0">;
        result: z.ZodObject<{
            pushNotificationConfig: z.ZodObject<{
                authentication: z.ZodOptional<z.ZodObject<{
                    credentials: z.ZodOptional<z.ZodString>;
                    schemes: z.ZodArray<z.ZodString>;
                }, z.core.$loose>>;
                id: z.ZodOptional<z.ZodString>;
                token: z.ZodOptional<z.ZodString>;
                url: z.ZodString;
            }, z.core.$loose>;
            taskId: z.ZodString;
        }, z.core.$loose>;
    }, z.core.$loose>;
    ListTaskPushNotificationConfigSuccessResponse: z.ZodObject<{
        id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodNull]>;
        jsonrpc: z.ZodLiteral<"2.0">;
        result: z.ZodArray<z.ZodObject<{
            pushNotificationConfig: z.ZodObject<{
                authentication: z.ZodOptional<z.ZodObject<{
                    credentials: z.ZodOptional<z.ZodString>;
                    schemes: z.ZodArray<z.ZodString>;
                }, z.core.$loose>>;
                id: z.ZodOptional<z.ZodString>;
                token: z.ZodOptional<z.ZodString>;
                url: z.ZodString;
            }, z.core.$loose>;
            taskId: z.ZodString;
        }, z.core.$loose>>;
    }, z.core.$loose>;
    JSONRPCResponse: z.ZodUnion<readonly [z.ZodObject<{
        error: z.ZodUnion<readonly [z.ZodObject<{
            code: z.ZodNumber;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32700>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32600>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32601>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32602>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32603>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32001>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32002>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32003>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32004>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32005>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32006>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32007>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>]>;
        id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodNull]>;
        jsonrpc: z.ZodLiteral<"2.0">;
    }, z.core.$loose>, z.ZodObject<{
        id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodNull]>;
        jsonrpc: z.ZodLiteral<"2.0">;
        result: z.ZodDiscriminatedUnion<[z.ZodObject<{
            artifacts: z.ZodOptional<z.ZodArray<z.ZodObject<{
                artifactId: z.ZodString;
                description: z.ZodOptional<z.ZodString>;
                extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                name: z.ZodOptional<z.ZodString>;
                parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                    kind: z.ZodLiteral<"text">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                    text: z.ZodString;
                }, z.core.$loose>, z.ZodObject<{
                    file: z.ZodUnion<readonly [z.ZodObject<{
                        bytes: z.ZodString;
                        mimeType: z.ZodOptional<z.ZodString>;
                        name: z.ZodOptional<z.ZodString>;
                    }, z.core.$loose>, z.ZodObject<{
                        mimeType: z.ZodOptional<z.ZodString>;
                        name: z.ZodOptional<z.ZodString>;
                        uri: z.ZodString;
                    }, z.core.$loose>]>;
                    kind: z.ZodLiteral<"file">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                }, z.core.$loose>, z.ZodObject<{
                    data: z.ZodObject<{}, z.core.$loose>;
                    kind: z.ZodLiteral<"data">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                }, z.core.$loose>], "kind">>;
            }, z.core.$loose>>>;
            contextId: z.ZodString;
            history: z.ZodOptional<z.ZodArray<z.ZodObject<{
                contextId: z.ZodOptional<z.ZodString>;
                extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
                kind: z.ZodLiteral<"message">;
                messageId: z.ZodString;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                    kind: z.ZodLiteral<"text">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                    text: z.ZodString;
                }, z.core.$loose>, z.ZodObject<{
                    file: z.ZodUnion<readonly [z.ZodObject<{
                        bytes: z.ZodString;
                        mimeType: z.ZodOptional<z.ZodString>;
                        name: z.ZodOptional<z.ZodString>;
                    }, z.core.$loose>, z.ZodObject<{
                        mimeType: z.ZodOptional<z.ZodString>;
                        name: z.ZodOptional<z.ZodString>;
                        uri: z.ZodString;
                    }, z.core.$loose>]>;
                    kind: z.ZodLiteral<"file">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                }, z.core.$loose>, z.ZodObject<{
                    data: z.ZodObject<{}, z.core.$loose>;
                    kind: z.ZodLiteral<"data">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                }, z.core.$loose>], "kind">>;
                referenceTaskIds: z.ZodOptional<z.ZodArray<z.ZodString>>;
                role: z.ZodEnum<{
                    agent: "agent";
                    user: "user";
                }>;
                taskId: z.ZodOptional<z.ZodString>;
            }, z.core.$loose>>>;
            id: z.ZodString;
            kind: z.ZodLiteral<"task">;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            status: z.ZodObject<{
                message: z.ZodOptional<z.ZodObject<{
                    contextId: z.ZodOptional<z.ZodString>;
                    extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
                    kind: z.ZodLiteral<"message">;
                    messageId: z.ZodString;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                    parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                        kind: z.ZodLiteral<"text">;
                        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                        text: z.ZodString;
                    }, z.core.$loose>, z.ZodObject<{
                        file: z.ZodUnion<readonly [z.ZodObject<{
                            bytes: z.ZodString;
                            mimeType: z.ZodOptional<z.ZodString>;
                            name: z.ZodOptional<z.ZodString>;
                        }, z.core.$loose>, z.ZodObject<{
                            mimeType: z.ZodOptional<z.ZodString>;
                            name: z.ZodOptional<z.ZodString>;
                            uri: z.ZodString;
                        }, z.core.$loose>]>;
                        kind: z.ZodLiteral<"file">;
                        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                    }, z.core.$loose>, z.ZodObject<{
                        data: z.ZodObject<{}, z.core.$loose>;
                        kind: z.ZodLiteral<"data">;
                        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                    }, z.core.$loose>], "kind">>;
                    referenceTaskIds: z.ZodOptional<z.ZodArray<z.ZodString>>;
                    role: z.ZodEnum<{
                        agent: "agent";
                        user: "user";
                    }>;
                    taskId: z.ZodOptional<z.ZodString>;
                }, z.core.$loose>>;
                state: z.ZodEnum<{
                    unknown: "unknown";
                    submitted: "submitted";
                    working: "working";
                    "input-required": "input-required";
                    completed: "completed";
                    canceled: "canceled";
                    failed: "failed";
                    rejected: "rejected";
                    "auth-required": "auth-required";
                }>;
                timestamp: z.ZodOptional<z.ZodString>;
            }, z.core.$loose>;
        }, z.core.$loose>, z.ZodObject<{
            contextId: z.ZodOptional<z.ZodString>;
            extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
            kind: z.ZodLiteral<"message">;
            messageId: z.ZodString;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                kind: z.ZodLiteral<"text">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                text: z.ZodString;
            }, z.core.$loose>, z.ZodObject<{
                file: z.ZodUnion<readonly [z.ZodObject<{
                    bytes: z.ZodString;
                    mimeType: z.ZodOptional<z.ZodString>;
                    name: z.ZodOptional<z.ZodString>;
                }, z.core.$loose>, z.ZodObject<{
                    mimeType: z.ZodOptional<z.ZodString>;
                    name: z.ZodOptional<z.ZodString>;
                    uri: z.ZodString;
                }, z.core.$loose>]>;
                kind: z.ZodLiteral<"file">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            }, z.core.$loose>, z.ZodObject<{
                data: z.ZodObject<{}, z.core.$loose>;
                kind: z.ZodLiteral<"data">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            }, z.core.$loose>], "kind">>;
            referenceTaskIds: z.ZodOptional<z.ZodArray<z.ZodString>>;
            role: z.ZodEnum<{
                agent: "agent";
                user: "user";
            }>;
            taskId: z.ZodOptional<z.ZodString>;
        }, z.core.$loose>], "kind">;
    }, z.core.$loose>, z.ZodObject<{
        id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodNull]>;
        jsonrpc: z.ZodLiteral<"2.0">;
        result: z.ZodDiscriminatedUnion<[z.ZodObject<{
            artifacts: z.ZodOptional<z.ZodArray<z.ZodObject<{
                artifactId: z.ZodString;
                description: z.ZodOptional<z.ZodString>;
                extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                name: z.ZodOptional<z.ZodString>;
                parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                    kind: z.ZodLiteral<"text">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                    text: z.ZodString;
                }, z.core.$loose>, z.ZodObject<{
                    file: z.ZodUnion<readonly [z.ZodObject<{
                        bytes: z.ZodString;
                        mimeType: z.ZodOptional<z.ZodString>;
                        name: z.ZodOptional<z.ZodString>;
                    }, z.core.$loose>, z.ZodObject<{
                        mimeType: z.ZodOptional<z.ZodString>;
                        name: z.ZodOptional<z.ZodString>;
                        uri: z.ZodString;
                    }, z.core.$loose>]>;
                    kind: z.ZodLiteral<"file">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                }, z.core.$loose>, z.ZodObject<{
                    data: z.ZodObject<{}, z.core.$loose>;
                    kind: z.ZodLiteral<"data">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                }, z.core.$loose>], "kind">>;
            }, z.core.$loose>>>;
            contextId: z.ZodString;
            history: z.ZodOptional<z.ZodArray<z.ZodObject<{
                contextId: z.ZodOptional<z.ZodString>;
                extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
                kind: z.ZodLiteral<"message">;
                messageId: z.ZodString;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                    kind: z.ZodLiteral<"text">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                    text: z.ZodString;
                }, z.core.$loose>, z.ZodObject<{
                    file: z.ZodUnion<readonly [z.ZodObject<{
                        bytes: z.ZodString;
                        mimeType: z.ZodOptional<z.ZodString>;
                        name: z.ZodOptional<z.ZodString>;
                    }, z.core.$loose>, z.ZodObject<{
                        mimeType: z.ZodOptional<z.ZodString>;
                        name: z.ZodOptional<z.ZodString>;
                        uri: z.ZodString;
                    }, z.core.$loose>]>;
                    kind: z.ZodLiteral<"file">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                }, z.core.$loose>, z.ZodObject<{
                    data: z.ZodObject<{}, z.core.$loose>;
                    kind: z.ZodLiteral<"data">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                }, z.core.$loose>], "kind">>;
                referenceTaskIds: z.ZodOptional<z.ZodArray<z.ZodString>>;
                role: z.ZodEnum<{
                    agent: "agent";
                    user: "user";
                }>;
                taskId: z.ZodOptional<z.ZodString>;
            }, z.core.$loose>>>;
            id: z.ZodString;
            kind: z.ZodLiteral<"task">;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            status: z.ZodObject<{
                message: z.ZodOptional<z.ZodObject<{
                    contextId: z.ZodOptional<z.ZodString>;
                    extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
                    kind: z.ZodLiteral<"message">;
                    messageId: z.ZodString;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                    parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                        kind: z.ZodLiteral<"text">;
                        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                        text: z.ZodString;
                    }, z.core.$loose>, z.ZodObject<{
                        file: z.ZodUnion<readonly [z.ZodObject<{
                            bytes: z.ZodString;
                            mimeType: z.ZodOptional<z.ZodString>;
                            name: z.ZodOptional<z.ZodString>;
                        }, z.core.$loose>, z.ZodObject<{
                            mimeType: z.ZodOptional<z.ZodString>;
                            name: z.ZodOptional<z.ZodString>;
                            uri: z.ZodString;
                        }, z.core.$loose>]>;
                        kind: z.ZodLiteral<"file">;
                        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                    }, z.core.$loose>, z.ZodObject<{
                        data: z.ZodObject<{}, z.core.$loose>;
                        kind: z.ZodLiteral<"data">;
                        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                    }, z.core.$loose>], "kind">>;
                    referenceTaskIds: z.ZodOptional<z.ZodArray<z.ZodString>>;
                    role: z.ZodEnum<{
                        agent: "agent";
                        user: "user";
                    }>;
                    taskId: z.ZodOptional<z.ZodString>;
                }, z.core.$loose>>;
                state: z.ZodEnum<{
                    unknown: "unknown";
                    submitted: "submitted";
                    working: "working";
                    "input-required": "input-required";
                    completed: "completed";
                    canceled: "canceled";
                    failed: "failed";
                    rejected: "rejected";
                    "auth-required": "auth-required";
                }>;
                timestamp: z.ZodOptional<z.ZodString>;
            }, z.core.$loose>;
        }, z.core.$loose>, z.ZodObject<{
            contextId: z.ZodOptional<z.ZodString>;
            extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
            kind: z.ZodLiteral<"message">;
            messageId: z.ZodString;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                kind: z.ZodLiteral<"text">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                text: z.ZodString;
            }, z.core.$loose>, z.ZodObject<{
                file: z.ZodUnion<readonly [z.ZodObject<{
                    bytes: z.ZodString;
                    mimeType: z.ZodOptional<z.ZodString>;
                    name: z.ZodOptional<z.ZodString>;
                }, z.core.$loose>, z.ZodObject<{
                    mimeType: z.ZodOptional<z.ZodString>;
                    name: z.ZodOptional<z.ZodString>;
                    uri: z.ZodString;
                }, z.core.$loose>]>;
                kind: z.ZodLiteral<"file">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            }, z.core.$loose>, z.ZodObject<{
                data: z.ZodObject<{}, z.core.$loose>;
                kind: z.ZodLiteral<"data">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            }, z.core.$loose>], "kind">>;
            referenceTaskIds: z.ZodOptional<z.ZodArray<z.ZodString>>;
            role: z.ZodEnum<{
                agent: "agent";
                user: "user";
            }>;
            taskId: z.ZodOptional<z.ZodString>;
        }, z.core.$loose>, z.ZodObject<{
            contextId: z.ZodString;
            final: z.ZodBoolean;
            kind: z.ZodLiteral<"status-update">;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            status: z.ZodObject<{
                message: z.ZodOptional<z.ZodObject<{
                    contextId: z.ZodOptional<z.ZodString>;
                    extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
                    kind: z.ZodLiteral<"message">;
                    messageId: z.ZodString;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                    parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                        kind: z.ZodLiteral<"text">;
                        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                        text: z.ZodString;
                    }, z.core.$loose>, z.ZodObject<{
                        file: z.ZodUnion<readonly [z.ZodObject<{
                            bytes: z.ZodString;
                            mimeType: z.ZodOptional<z.ZodString>;
                            name: z.ZodOptional<z.ZodString>;
                        }, z.core.$loose>, z.ZodObject<{
                            mimeType: z.ZodOptional<z.ZodString>;
                            name: z.ZodOptional<z.ZodString>;
                            uri: z.ZodString;
                        }, z.core.$loose>]>;
                        kind: z.ZodLiteral<"file">;
                        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                    }, z.core.$loose>, z.ZodObject<{
                        data: z.ZodObject<{}, z.core.$loose>;
                        kind: z.ZodLiteral<"data">;
                        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                    }, z.core.$loose>], "kind">>;
                    referenceTaskIds: z.ZodOptional<z.ZodArray<z.ZodString>>;
                    role: z.ZodEnum<{
                        agent: "agent";
                        user: "user";
                    }>;
                    taskId: z.ZodOptional<z.ZodString>;
                }, z.core.$loose>>;
                state: z.ZodEnum<{
                    unknown: "unknown";
                    submitted: "submitted";
                    working: "working";
                    "input-required": "input-required";
                    completed: "completed";
                    canceled: "canceled";
                    failed: "failed";
                    rejected: "rejected";
                    "auth-required": "auth-required";
                }>;
                timestamp: z.ZodOptional<z.ZodString>;
            }, z.core.$loose>;
            taskId: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            append: z.ZodOptional<z.ZodBoolean>;
            artifact: z.ZodObject<{
                artifactId: z.ZodString;
                description: z.ZodOptional<z.ZodString>;
                extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                name: z.ZodOptional<z.ZodString>;
                parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                    kind: z.ZodLiteral<"text">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                    text: z.ZodString;
                }, z.core.$loose>, z.ZodObject<{
                    file: z.ZodUnion<readonly [z.ZodObject<{
                        bytes: z.ZodString;
                        mimeType: z.ZodOptional<z.ZodString>;
                        name: z.ZodOptional<z.ZodString>;
                    }, z.core.$loose>, z.ZodObject<{
                        mimeType: z.ZodOptional<z.ZodString>;
                        name: z.ZodOptional<z.ZodString>;
                        uri: z.ZodString;
                    }, z.core.$loose>]>;
                    kind: z.ZodLiteral<"file">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                }, z.core.$loose>, z.ZodObject<{
                    data: z.ZodObject<{}, z.core.$loose>;
                    kind: z.ZodLiteral<"data">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                }, z.core.$loose>], "kind">>;
            }, z.core.$loose>;
            contextId: z.ZodString;
            kind: z.ZodLiteral<"artifact-update">;
            lastChunk: z.ZodOptional<z.ZodBoolean>;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            taskId: z.ZodString;
        }, z.core.$loose>], "kind">;
    }, z.core.$loose>, z.ZodObject<{
        id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodNull]>;
        jsonrpc: z.ZodLiteral<"2.0">;
        result: z.ZodObject<{
            artifacts: z.ZodOptional<z.ZodArray<z.ZodObject<{
                artifactId: z.ZodString;
                description: z.ZodOptional<z.ZodString>;
                extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                name: z.ZodOptional<z.ZodString>;
                parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                    kind: z.ZodLiteral<"text">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                    text: z.ZodString;
                }, z.core.$loose>, z.ZodObject<{
                    file: z.ZodUnion<readonly [z.ZodObject<{
                        bytes: z.ZodString;
                        mimeType: z.ZodOptional<z.ZodString>;
                        name: z.ZodOptional<z.ZodString>;
                    }, z.core.$loose>, z.ZodObject<{
                        mimeType: z.ZodOptional<z.ZodString>;
                        name: z.ZodOptional<z.ZodString>;
                        uri: z.ZodString;
                    }, z.core.$loose>]>;
                    kind: z.ZodLiteral<"file">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                }, z.core.$loose>, z.ZodObject<{
                    data: z.ZodObject<{}, z.core.$loose>;
                    kind: z.ZodLiteral<"data">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                }, z.core.$loose>], "kind">>;
            }, z.core.$loose>>>;
            contextId: z.ZodString;
            history: z.ZodOptional<z.ZodArray<z.ZodObject<{
                contextId: z.ZodOptional<z.ZodString>;
                extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
                kind: z.ZodLiteral<"message">;
                messageId: z.ZodString;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                    kind: z.ZodLiteral<"text">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                    text: z.ZodString;
                }, z.core.$loose>, z.ZodObject<{
                    file: z.ZodUnion<readonly [z.ZodObject<{
                        bytes: z.ZodString;
                        mimeType: z.ZodOptional<z.ZodString>;
                        name: z.ZodOptional<z.ZodString>;
                    }, z.core.$loose>, z.ZodObject<{
                        mimeType: z.ZodOptional<z.ZodString>;
                        name: z.ZodOptional<z.ZodString>;
                        uri: z.ZodString;
                    }, z.core.$loose>]>;
                    kind: z.ZodLiteral<"file">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                }, z.core.$loose>, z.ZodObject<{
                    data: z.ZodObject<{}, z.core.$loose>;
                    kind: z.ZodLiteral<"data">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                }, z.core.$loose>], "kind">>;
                referenceTaskIds: z.ZodOptional<z.ZodArray<z.ZodString>>;
                role: z.ZodEnum<{
                    agent: "agent";
                    user: "user";
                }>;
                taskId: z.ZodOptional<z.ZodString>;
            }, z.core.$loose>>>;
            id: z.ZodString;
            kind: z.ZodLiteral<"task">;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            status: z.ZodObject<{
                message: z.ZodOptional<z.ZodObject<{
                    contextId: z.ZodOptional<z.ZodString>;
                    extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
                    kind: z.ZodLiteral<"message">;
                    messageId: z.ZodString;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                    parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                        kind: z.ZodLiteral<"text">;
                        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                        text: z.ZodString;
                    }, z.core.$loose>, z.ZodObject<{
                        file: z.ZodUnion<readonly [z.ZodObject<{
                            bytes: z.ZodString;
                            mimeType: z.ZodOptional<z.ZodString>;
                            name: z.ZodOptional<z.ZodString>;
                        }, z.core.$loose>, z.ZodObject<{
                            mimeType: z.ZodOptional<z.ZodString>;
                            name: z.ZodOptional<z.ZodString>;
                            uri: z.ZodString;
                        }, z.core.$loose>]>;
                        kind: z.ZodLiteral<"file">;
                        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                    }, z.core.$loose>, z.ZodObject<{
                        data: z.ZodObject<{}, z.core.$loose>;
                        kind: z.ZodLiteral<"data">;
                        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                    }, z.core.$loose>], "kind">>;
                    referenceTaskIds: z.ZodOptional<z.ZodArray<z.ZodString>>;
                    role: z.ZodEnum<{
                        agent: "agent";
                        user: "user";
                    }>;
                    taskId: z.ZodOptional<z.ZodString>;
                }, z.core.$loose>>;
                state: z.ZodEnum<{
                    unknown: "unknown";
                    submitted: "submitted";
                    working: "working";
                    "input-required": "input-required";
                    completed: "completed";
                    canceled: "canceled";
                    failed: "failed";
                    rejected: "rejected";
                    "auth-required": "auth-required";
                }>;
                timestamp: z.ZodOptional<z.ZodString>;
            }, z.core.$loose>;
        }, z.core.$loose>;
    }, z.core.$loose>, z.ZodObject<{
        id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodNull]>;
        jsonrpc: z.ZodLiteral<"2.0">;
        result: z.ZodObject<{
            artifacts: z.ZodOptional<z.ZodArray<z.ZodObject<{
                artifactId: z.ZodString;
                description: z.ZodOptional<z.ZodString>;
                extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                name: z.ZodOptional<z.ZodString>;
                parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                    kind: z.ZodLiteral<"text">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                    text: z.ZodString;
                }, z.core.$loose>, z.ZodObject<{
                    file: z.ZodUnion<readonly [z.ZodObject<{
                        bytes: z.ZodString;
                        mimeType: z.ZodOptional<z.ZodString>;
                        name: z.ZodOptional<z.ZodString>;
                    }, z.core.$loose>, z.ZodObject<{
                        mimeType: z.ZodOptional<z.ZodString>;
                        name: z.ZodOptional<z.ZodString>;
                        uri: z.ZodString;
                    }, z.core.$loose>]>;
                    kind: z.ZodLiteral<"file">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                }, z.core.$loose>, z.ZodObject<{
                    data: z.ZodObject<{}, z.core.$loose>;
                    kind: z.ZodLiteral<"data">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                }, z.core.$loose>], "kind">>;
            }, z.core.$loose>>>;
            contextId: z.ZodString;
            history: z.ZodOptional<z.ZodArray<z.ZodObject<{
                contextId: z.ZodOptional<z.ZodString>;
                extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
                kind: z.ZodLiteral<"message">;
                messageId: z.ZodString;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                    kind: z.ZodLiteral<"text">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                    text: z.ZodString;
                }, z.core.$loose>, z.ZodObject<{
                    file: z.ZodUnion<readonly [z.ZodObject<{
                        bytes: z.ZodString;
                        mimeType: z.ZodOptional<z.ZodString>;
                        name: z.ZodOptional<z.ZodString>;
                    }, z.core.$loose>, z.ZodObject<{
                        mimeType: z.ZodOptional<z.ZodString>;
                        name: z.ZodOptional<z.ZodString>;
                        uri: z.ZodString;
                    }, z.core.$loose>]>;
                    kind: z.ZodLiteral<"file">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                }, z.core.$loose>, z.ZodObject<{
                    data: z.ZodObject<{}, z.core.$loose>;
                    kind: z.ZodLiteral<"data">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                }, z.core.$loose>], "kind">>;
                referenceTaskIds: z.ZodOptional<z.ZodArray<z.ZodString>>;
                role: z.ZodEnum<{
                    agent: "agent";
                    user: "user";
                }>;
                taskId: z.ZodOptional<z.ZodString>;
            }, z.core.$loose>>>;
            id: z.ZodString;
            kind: z.ZodLiteral<"task">;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            status: z.ZodObject<{
                message: z.ZodOptional<z.ZodObject<{
                    contextId: z.ZodOptional<z.ZodString>;
                    extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
                    kind: z.ZodLiteral<"message">;
                    messageId: z.ZodString;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                    parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                        kind: z.ZodLiteral<"text">;
                        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                        text: z.ZodString;
                    }, z.core.$loose>, z.ZodObject<{
                        file: z.ZodUnion<readonly [z.ZodObject<{
                            bytes: z.ZodString;
                            mimeType: z.ZodOptional<z.ZodString>;
                            name: z.ZodOptional<z.ZodString>;
                        }, z.core.$loose>, z.ZodObject<{
                            mimeType: z.ZodOptional<z.ZodString>;
                            name: z.ZodOptional<z.ZodString>;
                            uri: z.ZodString;
                        }, z.core.$loose>]>;
                        kind: z.ZodLiteral<"file">;
                        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                    }, z.core.$loose>, z.ZodObject<{
                        data: z.ZodObject<{}, z.core.$loose>;
                        kind: z.ZodLiteral<"data">;
                        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                    }, z.core.$loose>], "kind">>;
                    referenceTaskIds: z.ZodOptional<z.ZodArray<z.ZodString>>;
                    role: z.ZodEnum<{
                        agent: "agent";
                        user: "user";
                    }>;
                    taskId: z.ZodOptional<z.ZodString>;
                }, z.core.$loose>>;
                state: z.ZodEnum<{
                    unknown: "unknown";
                    submitted: "submitted";
                    working: "working";
                    "input-required": "input-required";
                    completed: "completed";
                    canceled: "canceled";
                    failed: "failed";
                    rejected: "rejected";
                    "auth-required": "auth-required";
                }>;
                timestamp: z.ZodOptional<z.ZodString>;
            }, z.core.$loose>;
        }, z.core.$loose>;
    }, z.core.$loose>, z.ZodObject<{
        id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodNull]>;
        jsonrpc: z.ZodLiteral<"2.0">;
        result: z.ZodObject<{
            pushNotificationConfig: z.ZodObject<{
                authentication: z.ZodOptional<z.ZodObject<{
                    credentials: z.ZodOptional<z.ZodString>;
                    schemes: z.ZodArray<z.ZodString>;
                }, z.core.$loose>>;
                id: z.ZodOptional<z.ZodString>;
                token: z.ZodOptional<z.ZodString>;
                url: z.ZodString;
            }, z.core.$loose>;
            taskId: z.ZodString;
        }, z.core.$loose>;
    }, z.core.$loose>, z.ZodObject<{
        id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodNull]>;
        jsonrpc: z.ZodLiteral<"2.0">;
        result: z.ZodObject<{
            pushNotificationConfig: z.ZodObject<{
                authentication: z.ZodOptional<z.ZodObject<{
                    credentials: z.ZodOptional<z.ZodString>;
                    schemes: z.ZodArray<z.ZodString>;
                }, z.core.$loose>>;
                id: z.ZodOptional<z.ZodString>;
                token: z.ZodOptional<z.ZodString>;
                url: z.ZodString;
            }, z.core.$loose>;
            taskId: z.ZodString;
        }, z.core.$loose>;
    }, z.core.$loose>, z.ZodObject<{
        id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodNull]>;
        jsonrpc: z.ZodLiteral<"2.0">;
        result: z.ZodArray<z.ZodObject<{
            pushNotificationConfig: z.ZodObject<{
                authentication: z.ZodOptional<z.ZodObject<{
                    credentials: z.ZodOptional<z.ZodString>;
                    schemes: z.ZodArray<z.ZodString>;
                }, z.core.$loose>>;
                id: z.ZodOptional<z.ZodString>;
                token: z.ZodOptional<z.ZodString>;
                url: z.ZodString;
            }, z.core.$loose>;
            taskId: z.ZodString;
        }, z.core.$loose>>;
    }, z.core.$loose>, z.ZodObject<{
        id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodNull]>;
        jsonrpc: z.ZodLiteral<"2.0">;
        result: z.ZodNull;
    }, z.core.$loose>, z.ZodObject<{
        id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodNull]>;
        jsonrpc: z.ZodLiteral<"2.0">;
        result: z.ZodObject<{
            additionalInterfaces: z.ZodOptional<z.ZodArray<z.ZodObject<{
                transport: z.ZodString;
                url: z.ZodString;
            }, z.core.$loose>>>;
            capabilities: z.ZodObject<{
                extensions: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    description: z.ZodOptional<z.ZodString>;
                    params: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                    required: z.ZodOptional<z.ZodBoolean>;
                    uri: z.ZodString;
                }, z.core.$loose>>>;
                pushNotifications: z.ZodOptional<z.ZodBoolean>;
                stateTransitionHistory: z.ZodOptional<z.ZodBoolean>;
                streaming: z.ZodOptional<z.ZodBoolean>;
            }, z.core.$loose>;
            defaultInputModes: z.ZodArray<z.ZodString>;
            defaultOutputModes: z.ZodArray<z.ZodString>;
            description: z.ZodString;
            documentationUrl: z.ZodOptional<z.ZodString>;
            iconUrl: z.ZodOptional<z.ZodString>;
            name: z.ZodString;
            preferredTransport: z.ZodOptional<z.ZodString>;
            protocolVersion: z.ZodString;
            provider: z.ZodOptional<z.ZodObject<{
                organization: z.ZodString;
                url: z.ZodString;
            }, z.core.$loose>>;
            security: z.ZodOptional<z.ZodArray<z.ZodPreprocess<z.ZodObject<{}, z.core.$catchall<z.ZodArray<z.ZodString>>>, unknown>>>;
            securitySchemes: z.ZodOptional<z.ZodPreprocess<z.ZodObject<{}, z.core.$catchall<z.ZodDiscriminatedUnion<[z.ZodObject<{
                description: z.ZodOptional<z.ZodString>;
                in: z.ZodEnum<{
                    query: "query";
                    header: "header";
                    cookie: "cookie";
                }>;
                name: z.ZodString;
                type: z.ZodLiteral<"apiKey">;
            }, z.core.$loose>, z.ZodObject<{
                bearerFormat: z.ZodOptional<z.ZodString>;
                description: z.ZodOptional<z.ZodString>;
                scheme: z.ZodString;
                type: z.ZodLiteral<"http">;
            }, z.core.$loose>, z.ZodObject<{
                description: z.ZodOptional<z.ZodString>;
                flows: z.ZodObject<{
                    authorizationCode: z.ZodOptional<z.ZodObject<{
                        authorizationUrl: z.ZodString;
                        refreshUrl: z.ZodOptional<z.ZodString>;
                        scopes: z.ZodPreprocess<z.ZodObject<{}, z.core.$catchall<z.ZodString>>, unknown>;
                        tokenUrl: z.ZodString;
                    }, z.core.$loose>>;
                    clientCredentials: z.ZodOptional<z.ZodObject<{
                        refreshUrl: z.ZodOptional<z.ZodString>;
                        scopes: z.ZodPreprocess<z.ZodObject<{}, z.core.$catchall<z.ZodString>>, unknown>;
                        tokenUrl: z.ZodString;
                    }, z.core.$loose>>;
                    implicit: z.ZodOptional<z.ZodObject<{
                        authorizationUrl: z.ZodString;
                        refreshUrl: z.ZodOptional<z.ZodString>;
                        scopes: z.ZodPreprocess<z.ZodObject<{}, z.core.$catchall<z.ZodString>>, unknown>;
                    }, z.core.$loose>>;
                    password: z.ZodOptional<z.ZodObject<{
                        refreshUrl: z.ZodOptional<z.ZodString>;
                        scopes: z.ZodPreprocess<z.ZodObject<{}, z.core.$catchall<z.ZodString>>, unknown>;
                        tokenUrl: z.ZodString;
                    }, z.core.$loose>>;
                }, z.core.$loose>;
                oauth2MetadataUrl: z.ZodOptional<z.ZodString>;
                type: z.ZodLiteral<"oauth2">;
            }, z.core.$loose>, z.ZodObject<{
                description: z.ZodOptional<z.ZodString>;
                openIdConnectUrl: z.ZodString;
                type: z.ZodLiteral<"openIdConnect">;
            }, z.core.$loose>, z.ZodObject<{
                description: z.ZodOptional<z.ZodString>;
                type: z.ZodLiteral<"mutualTLS">;
            }, z.core.$loose>], "type">>>, unknown>>;
            signatures: z.ZodOptional<z.ZodArray<z.ZodObject<{
                header: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                protected: z.ZodString;
                signature: z.ZodString;
            }, z.core.$loose>>>;
            skills: z.ZodArray<z.ZodObject<{
                description: z.ZodString;
                examples: z.ZodOptional<z.ZodArray<z.ZodString>>;
                id: z.ZodString;
                inputModes: z.ZodOptional<z.ZodArray<z.ZodString>>;
                name: z.ZodString;
                outputModes: z.ZodOptional<z.ZodArray<z.ZodString>>;
                security: z.ZodOptional<z.ZodArray<z.ZodPreprocess<z.ZodObject<{}, z.core.$catchall<z.ZodArray<z.ZodString>>>, unknown>>>;
                tags: z.ZodArray<z.ZodString>;
            }, z.core.$loose>>;
            supportsAuthenticatedExtendedCard: z.ZodOptional<z.ZodBoolean>;
            url: z.ZodString;
            version: z.ZodString;
        }, z.core.$loose>;
    }, z.core.$loose>]>;
    JSONRPCSuccessResponse: z.ZodObject<{
        id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodNull]>;
        jsonrpc: z.ZodLiteral<"2.0">;
        result: z.ZodUnknown & z.ZodType<{} | null, unknown, z.core.$ZodTypeInternals<{} | null, unknown>>;
    }, z.core.$loose>;
    ListTaskPushNotificationConfigResponse: z.ZodUnion<readonly [z.ZodObject<{
        error: z.ZodUnion<readonly [z.ZodObject<{
            code: z.ZodNumber;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32700>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32600>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32601>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32602>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32603>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32001>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32002>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32003>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32004>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32005>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32006>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32007>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>]>;
        id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodNull]>;
        jsonrpc: z.ZodLiteral<"2.0">;
    }, z.core.$loose>, z.ZodObject<{
        id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodNull]>;
        jsonrpc: z.ZodLiteral<"2.0">;
        result: z.ZodArray<z.ZodObject<{
            pushNotificationConfig: z.ZodObject<{
                authentication: z.ZodOptional<z.ZodObject<{
                    credentials: z.ZodOptional<z.ZodString>;
                    schemes: z.ZodArray<z.ZodString>;
                }, z.core.$loose>>;
                id: z.ZodOptional<z.ZodString>;
                token: z.ZodOptional<z.ZodString>;
                url: z.ZodString;
            }, z.core.$loose>;
            taskId: z.ZodString;
        }, z.core.$loose>>;
    }, z.core.$loose>]>;
    PartBase: z.ZodObject<{
        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
    }, z.core.$loose>;
    SecuritySchemeBase: z.ZodObject<{
        description: z.ZodOptional<z.ZodString>;
    }, z.core.$loose>;
    SendMessageResponse: z.ZodUnion<readonly [z.ZodObject<{
        error: z.ZodUnion<readonly [z.ZodObject<{
            code: z.ZodNumber;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32700>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32600>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32601>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32602>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32603>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32001>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32002>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32003>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32004>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32005>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32006>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32007>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>]>;
        id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodNull]>;
        jsonrpc: z.ZodLiteral<"2.0">;
    }, z.core.$loose>, z.ZodObject<{
        id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodNull]>;
        jsonrpc: z.ZodLiteral<"2.0">;
        result: z.ZodDiscriminatedUnion<[z.ZodObject<{
            artifacts: z.ZodOptional<z.ZodArray<z.ZodObject<{
                artifactId: z.ZodString;
                description: z.ZodOptional<z.ZodString>;
                extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                name: z.ZodOptional<z.ZodString>;
                parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                    kind: z.ZodLiteral<"text">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                    text: z.ZodString;
                }, z.core.$loose>, z.ZodObject<{
                    file: z.ZodUnion<readonly [z.ZodObject<{
                        bytes: z.ZodString;
                        mimeType: z.ZodOptional<z.ZodString>;
                        name: z.ZodOptional<z.ZodString>;
                    }, z.core.$loose>, z.ZodObject<{
                        mimeType: z.ZodOptional<z.ZodString>;
                        name: z.ZodOptional<z.ZodString>;
                        uri: z.ZodString;
                    }, z.core.$loose>]>;
                    kind: z.ZodLiteral<"file">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                }, z.core.$loose>, z.ZodObject<{
                    data: z.ZodObject<{}, z.core.$loose>;
                    kind: z.ZodLiteral<"data">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                }, z.core.$loose>], "kind">>;
            }, z.core.$loose>>>;
            contextId: z.ZodString;
            history: z.ZodOptional<z.ZodArray<z.ZodObject<{
                contextId: z.ZodOptional<z.ZodString>;
                extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
                kind: z.ZodLiteral<"message">;
                messageId: z.ZodString;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                    kind: z.ZodLiteral<"text">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                    text: z.ZodString;
                }, z.core.$loose>, z.ZodObject<{
                    file: z.ZodUnion<readonly [z.ZodObject<{
                        bytes: z.ZodString;
                        mimeType: z.ZodOptional<z.ZodString>;
                        name: z.ZodOptional<z.ZodString>;
                    }, z.core.$loose>, z.ZodObject<{
                        mimeType: z.ZodOptional<z.ZodString>;
                        name: z.ZodOptional<z.ZodString>;
                        uri: z.ZodString;
                    }, z.core.$loose>]>;
                    kind: z.ZodLiteral<"file">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                }, z.core.$loose>, z.ZodObject<{
                    data: z.ZodObject<{}, z.core.$loose>;
                    kind: z.ZodLiteral<"data">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                }, z.core.$loose>], "kind">>;
                referenceTaskIds: z.ZodOptional<z.ZodArray<z.ZodString>>;
                role: z.ZodEnum<{
                    agent: "agent";
                    user: "user";
                }>;
                taskId: z.ZodOptional<z.ZodString>;
            }, z.core.$loose>>>;
            id: z.ZodString;
            kind: z.ZodLiteral<"task">;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            status: z.ZodObject<{
                message: z.ZodOptional<z.ZodObject<{
                    contextId: z.ZodOptional<z.ZodString>;
                    extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
                    kind: z.ZodLiteral<"message">;
                    messageId: z.ZodString;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                    parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                        kind: z.ZodLiteral<"text">;
                        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                        text: z.ZodString;
                    }, z.core.$loose>, z.ZodObject<{
                        file: z.ZodUnion<readonly [z.ZodObject<{
                            bytes: z.ZodString;
                            mimeType: z.ZodOptional<z.ZodString>;
                            name: z.ZodOptional<z.ZodString>;
                        }, z.core.$loose>, z.ZodObject<{
                            mimeType: z.ZodOptional<z.ZodString>;
                            name: z.ZodOptional<z.ZodString>;
                            uri: z.ZodString;
                        }, z.core.$loose>]>;
                        kind: z.ZodLiteral<"file">;
                        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                    }, z.core.$loose>, z.ZodObject<{
                        data: z.ZodObject<{}, z.core.$loose>;
                        kind: z.ZodLiteral<"data">;
                        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                    }, z.core.$loose>], "kind">>;
                    referenceTaskIds: z.ZodOptional<z.ZodArray<z.ZodString>>;
                    role: z.ZodEnum<{
                        agent: "agent";
                        user: "user";
                    }>;
                    taskId: z.ZodOptional<z.ZodString>;
                }, z.core.$loose>>;
                state: z.ZodEnum<{
                    unknown: "unknown";
                    submitted: "submitted";
                    working: "working";
                    "input-required": "input-required";
                    completed: "completed";
                    canceled: "canceled";
                    failed: "failed";
                    rejected: "rejected";
                    "auth-required": "auth-required";
                }>;
                timestamp: z.ZodOptional<z.ZodString>;
            }, z.core.$loose>;
        }, z.core.$loose>, z.ZodObject<{
            contextId: z.ZodOptional<z.ZodString>;
            extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
            kind: z.ZodLiteral<"message">;
            messageId: z.ZodString;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                kind: z.ZodLiteral<"text">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                text: z.ZodString;
            }, z.core.$loose>, z.ZodObject<{
                file: z.ZodUnion<readonly [z.ZodObject<{
                    bytes: z.ZodString;
                    mimeType: z.ZodOptional<z.ZodString>;
                    name: z.ZodOptional<z.ZodString>;
                }, z.core.$loose>, z.ZodObject<{
                    mimeType: z.ZodOptional<z.ZodString>;
                    name: z.ZodOptional<z.ZodString>;
                    uri: z.ZodString;
                }, z.core.$loose>]>;
                kind: z.ZodLiteral<"file">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            }, z.core.$loose>, z.ZodObject<{
                data: z.ZodObject<{}, z.core.$loose>;
                kind: z.ZodLiteral<"data">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            }, z.core.$loose>], "kind">>;
            referenceTaskIds: z.ZodOptional<z.ZodArray<z.ZodString>>;
            role: z.ZodEnum<{
                agent: "agent";
                user: "user";
            }>;
            taskId: z.ZodOptional<z.ZodString>;
        }, z.core.$loose>], "kind">;
    }, z.core.$loose>]>;
    SendStreamingMessageResponse: z.ZodUnion<readonly [z.ZodObject<{
        error: z.ZodUnion<readonly [z.ZodObject<{
            code: z.ZodNumber;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32700>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32600>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32601>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32602>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32603>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32001>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32002>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32003>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32004>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32005>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32006>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32007>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>]>;
        id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodNull]>;
        jsonrpc: z.ZodLiteral<"2.0">;
    }, z.core.$loose>, z.ZodObject<{
        id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodNull]>;
        jsonrpc: z.ZodLiteral<"2.0">;
        result: z.ZodDiscriminatedUnion<[z.ZodObject<{
            artifacts: z.ZodOptional<z.ZodArray<z.ZodObject<{
                artifactId: z.ZodString;
                description: z.ZodOptional<z.ZodString>;
                extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                name: z.ZodOptional<z.ZodString>;
                parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                    kind: z.ZodLiteral<"text">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                    text: z.ZodString;
                }, z.core.$loose>, z.ZodObject<{
                    file: z.ZodUnion<readonly [z.ZodObject<{
                        bytes: z.ZodString;
                        mimeType: z.ZodOptional<z.ZodString>;
                        name: z.ZodOptional<z.ZodString>;
                    }, z.core.$loose>, z.ZodObject<{
                        mimeType: z.ZodOptional<z.ZodString>;
                        name: z.ZodOptional<z.ZodString>;
                        uri: z.ZodString;
                    }, z.core.$loose>]>;
                    kind: z.ZodLiteral<"file">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                }, z.core.$loose>, z.ZodObject<{
                    data: z.ZodObject<{}, z.core.$loose>;
                    kind: z.ZodLiteral<"data">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                }, z.core.$loose>], "kind">>;
            }, z.core.$loose>>>;
            contextId: z.ZodString;
            history: z.ZodOptional<z.ZodArray<z.ZodObject<{
                contextId: z.ZodOptional<z.ZodString>;
                extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
                kind: z.ZodLiteral<"message">;
                messageId: z.ZodString;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                    kind: z.ZodLiteral<"text">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                    text: z.ZodString;
                }, z.core.$loose>, z.ZodObject<{
                    file: z.ZodUnion<readonly [z.ZodObject<{
                        bytes: z.ZodString;
                        mimeType: z.ZodOptional<z.ZodString>;
                        name: z.ZodOptional<z.ZodString>;
                    }, z.core.$loose>, z.ZodObject<{
                        mimeType: z.ZodOptional<z.ZodString>;
                        name: z.ZodOptional<z.ZodString>;
                        uri: z.ZodString;
                    }, z.core.$loose>]>;
                    kind: z.ZodLiteral<"file">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                }, z.core.$loose>, z.ZodObject<{
                    data: z.ZodObject<{}, z.core.$loose>;
                    kind: z.ZodLiteral<"data">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                }, z.core.$loose>], "kind">>;
                referenceTaskIds: z.ZodOptional<z.ZodArray<z.ZodString>>;
                role: z.ZodEnum<{
                    agent: "agent";
                    user: "user";
                }>;
                taskId: z.ZodOptional<z.ZodString>;
            }, z.core.$loose>>>;
            id: z.ZodString;
            kind: z.ZodLiteral<"task">;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            status: z.ZodObject<{
                message: z.ZodOptional<z.ZodObject<{
                    contextId: z.ZodOptional<z.ZodString>;
                    extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
                    kind: z.ZodLiteral<"message">;
                    messageId: z.ZodString;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                    parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                        kind: z.ZodLiteral<"text">;
                        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                        text: z.ZodString;
                    }, z.core.$loose>, z.ZodObject<{
                        file: z.ZodUnion<readonly [z.ZodObject<{
                            bytes: z.ZodString;
                            mimeType: z.ZodOptional<z.ZodString>;
                            name: z.ZodOptional<z.ZodString>;
                        }, z.core.$loose>, z.ZodObject<{
                            mimeType: z.ZodOptional<z.ZodString>;
                            name: z.ZodOptional<z.ZodString>;
                            uri: z.ZodString;
                        }, z.core.$loose>]>;
                        kind: z.ZodLiteral<"file">;
                        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                    }, z.core.$loose>, z.ZodObject<{
                        data: z.ZodObject<{}, z.core.$loose>;
                        kind: z.ZodLiteral<"data">;
                        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                    }, z.core.$loose>], "kind">>;
                    referenceTaskIds: z.ZodOptional<z.ZodArray<z.ZodString>>;
                    role: z.ZodEnum<{
                        agent: "agent";
                        user: "user";
                    }>;
                    taskId: z.ZodOptional<z.ZodString>;
                }, z.core.$loose>>;
                state: z.ZodEnum<{
                    unknown: "unknown";
                    submitted: "submitted";
                    working: "working";
                    "input-required": "input-required";
                    completed: "completed";
                    canceled: "canceled";
                    failed: "failed";
                    rejected: "rejected";
                    "auth-required": "auth-required";
                }>;
                timestamp: z.ZodOptional<z.ZodString>;
            }, z.core.$loose>;
        }, z.core.$loose>, z.ZodObject<{
            contextId: z.ZodOptional<z.ZodString>;
            extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
            kind: z.ZodLiteral<"message">;
            messageId: z.ZodString;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                kind: z.ZodLiteral<"text">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                text: z.ZodString;
            }, z.core.$loose>, z.ZodObject<{
                file: z.ZodUnion<readonly [z.ZodObject<{
                    bytes: z.ZodString;
                    mimeType: z.ZodOptional<z.ZodString>;
                    name: z.ZodOptional<z.ZodString>;
                }, z.core.$loose>, z.ZodObject<{
                    mimeType: z.ZodOptional<z.ZodString>;
                    name: z.ZodOptional<z.ZodString>;
                    uri: z.ZodString;
                }, z.core.$loose>]>;
                kind: z.ZodLiteral<"file">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            }, z.core.$loose>, z.ZodObject<{
                data: z.ZodObject<{}, z.core.$loose>;
                kind: z.ZodLiteral<"data">;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            }, z.core.$loose>], "kind">>;
            referenceTaskIds: z.ZodOptional<z.ZodArray<z.ZodString>>;
            role: z.ZodEnum<{
                agent: "agent";
                user: "user";
            }>;
            taskId: z.ZodOptional<z.ZodString>;
        }, z.core.$loose>, z.ZodObject<{
            contextId: z.ZodString;
            final: z.ZodBoolean;
            kind: z.ZodLiteral<"status-update">;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            status: z.ZodObject<{
                message: z.ZodOptional<z.ZodObject<{
                    contextId: z.ZodOptional<z.ZodString>;
                    extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
                    kind: z.ZodLiteral<"message">;
                    messageId: z.ZodString;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                    parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                        kind: z.ZodLiteral<"text">;
                        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                        text: z.ZodString;
                    }, z.core.$loose>, z.ZodObject<{
                        file: z.ZodUnion<readonly [z.ZodObject<{
                            bytes: z.ZodString;
                            mimeType: z.ZodOptional<z.ZodString>;
                            name: z.ZodOptional<z.ZodString>;
                        }, z.core.$loose>, z.ZodObject<{
                            mimeType: z.ZodOptional<z.ZodString>;
                            name: z.ZodOptional<z.ZodString>;
                            uri: z.ZodString;
                        }, z.core.$loose>]>;
                        kind: z.ZodLiteral<"file">;
                        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                    }, z.core.$loose>, z.ZodObject<{
                        data: z.ZodObject<{}, z.core.$loose>;
                        kind: z.ZodLiteral<"data">;
                        metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                    }, z.core.$loose>], "kind">>;
                    referenceTaskIds: z.ZodOptional<z.ZodArray<z.ZodString>>;
                    role: z.ZodEnum<{
                        agent: "agent";
                        user: "user";
                    }>;
                    taskId: z.ZodOptional<z.ZodString>;
                }, z.core.$loose>>;
                state: z.ZodEnum<{
                    unknown: "unknown";
                    submitted: "submitted";
                    working: "working";
                    "input-required": "input-required";
                    completed: "completed";
                    canceled: "canceled";
                    failed: "failed";
                    rejected: "rejected";
                    "auth-required": "auth-required";
                }>;
                timestamp: z.ZodOptional<z.ZodString>;
            }, z.core.$loose>;
            taskId: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            append: z.ZodOptional<z.ZodBoolean>;
            artifact: z.ZodObject<{
                artifactId: z.ZodString;
                description: z.ZodOptional<z.ZodString>;
                extensions: z.ZodOptional<z.ZodArray<z.ZodString>>;
                metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                name: z.ZodOptional<z.ZodString>;
                parts: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
                    kind: z.ZodLiteral<"text">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                    text: z.ZodString;
                }, z.core.$loose>, z.ZodObject<{
                    file: z.ZodUnion<readonly [z.ZodObject<{
                        bytes: z.ZodString;
                        mimeType: z.ZodOptional<z.ZodString>;
                        name: z.ZodOptional<z.ZodString>;
                    }, z.core.$loose>, z.ZodObject<{
                        mimeType: z.ZodOptional<z.ZodString>;
                        name: z.ZodOptional<z.ZodString>;
                        uri: z.ZodString;
                    }, z.core.$loose>]>;
                    kind: z.ZodLiteral<"file">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                }, z.core.$loose>, z.ZodObject<{
                    data: z.ZodObject<{}, z.core.$loose>;
                    kind: z.ZodLiteral<"data">;
                    metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
                }, z.core.$loose>], "kind">>;
            }, z.core.$loose>;
            contextId: z.ZodString;
            kind: z.ZodLiteral<"artifact-update">;
            lastChunk: z.ZodOptional<z.ZodBoolean>;
            metadata: z.ZodOptional<z.ZodObject<{}, z.core.$loose>>;
            taskId: z.ZodString;
        }, z.core.$loose>], "kind">;
    }, z.core.$loose>]>;
    SetTaskPushNotificationConfigResponse: z.ZodUnion<readonly [z.ZodObject<{
        error: z.ZodUnion<readonly [z.ZodObject<{
            code: z.ZodNumber;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32700>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32600>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32601>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32602>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32603>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32001>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32002>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32003>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32004>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32005>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32006>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>, z.ZodObject<{
            code: z.ZodLiteral<-32007>;
            data: z.ZodOptional<z.ZodUnknown>;
            message: z.ZodString;
        }, z.core.$loose>]>;
        id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodNull]>;
        jsonrpc: z.ZodLiteral<"2.0">;
    }, z.core.$loose>, z.ZodObject<{
        id: z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodNull]>;
        jsonrpc: z.ZodLiteral<"2.0">;
        result: z.ZodObject<{
            pushNotificationConfig: z.ZodObject<{
                authentication: z.ZodOptional<z.ZodObject<{
                    credentials: z.ZodOptional<z.ZodString>;
                    schemes: z.ZodArray<z.ZodString>;
                }, z.core.$loose>>;
                id: z.ZodOptional<z.ZodString>;
                token: z.ZodOptional<z.ZodString>;
                url: z.ZodString;
            }, z.core.$loose>;
            taskId: z.ZodString;
        }, z.core.$loose>;
    }, z.core.$loose>]>;
    TransportProtocol: z.ZodEnum<{
        JSONRPC: "JSONRPC";
        GRPC: "GRPC";
        "HTTP+JSON": "HTTP+JSON";
    }>;
};
/** Names of the definitions (keys of `schemas`). */
export declare const definitionNames: readonly ["JSONParseError", "InvalidRequestError", "MethodNotFoundError", "InvalidParamsError", "InternalError", "TaskNotFoundError", "TaskNotCancelableError", "PushNotificationNotSupportedError", "UnsupportedOperationError", "ContentTypeNotSupportedError", "InvalidAgentResponseError", "AuthenticatedExtendedCardNotConfiguredError", "A2AError", "PushNotificationAuthenticationInfo", "PushNotificationConfig", "MessageSendConfiguration", "TextPart", "FileWithBytes", "FileWithUri", "FilePart", "DataPart", "Part", "Message", "MessageSendParams", "SendMessageRequest", "SendStreamingMessageRequest", "TaskQueryParams", "GetTaskRequest", "TaskIdParams", "CancelTaskRequest", "TaskPushNotificationConfig", "SetTaskPushNotificationConfigRequest", "GetTaskPushNotificationConfigParams", "GetTaskPushNotificationConfigRequest", "TaskResubscriptionRequest", "ListTaskPushNotificationConfigParams", "ListTaskPushNotificationConfigRequest", "DeleteTaskPushNotificationConfigParams", "DeleteTaskPushNotificationConfigRequest", "GetAuthenticatedExtendedCardRequest", "A2ARequest", "APIKeySecurityScheme", "AgentExtension", "AgentCapabilities", "AgentInterface", "AgentProvider", "HTTPAuthSecurityScheme", "AuthorizationCodeOAuthFlow", "ClientCredentialsOAuthFlow", "ImplicitOAuthFlow", "PasswordOAuthFlow", "OAuthFlows", "OAuth2SecurityScheme", "OpenIdConnectSecurityScheme", "MutualTLSSecurityScheme", "SecurityScheme", "AgentCardSignature", "AgentSkill", "AgentCard", "Artifact", "JSONRPCError", "JSONRPCErrorResponse", "TaskState", "TaskStatus", "Task", "CancelTaskSuccessResponse", "CancelTaskResponse", "DeleteTaskPushNotificationConfigSuccessResponse", "DeleteTaskPushNotificationConfigResponse", "FileBase", "GetAuthenticatedExtendedCardSuccessResponse", "GetAuthenticatedExtendedCardResponse", "GetTaskPushNotificationConfigSuccessResponse", "GetTaskPushNotificationConfigResponse", "GetTaskSuccessResponse", "GetTaskResponse", "JSONRPCMessage", "JSONRPCRequest", "SendMessageSuccessResponse", "TaskStatusUpdateEvent", "TaskArtifactUpdateEvent", "SendStreamingMessageSuccessResponse", "SetTaskPushNotificationConfigSuccessResponse", "ListTaskPushNotificationConfigSuccessResponse", "JSONRPCResponse", "JSONRPCSuccessResponse", "ListTaskPushNotificationConfigResponse", "PartBase", "SecuritySchemeBase", "SendMessageResponse", "SendStreamingMessageResponse", "SetTaskPushNotificationConfigResponse", "TransportProtocol"];
export type JSONParseError = z.output<typeof J_JSONParseError>;
export type InvalidRequestError = z.output<typeof J_InvalidRequestError>;
export type MethodNotFoundError = z.output<typeof J_MethodNotFoundError>;
export type InvalidParamsError = z.output<typeof J_InvalidParamsError>;
export type InternalError = z.output<typeof J_InternalError>;
export type TaskNotFoundError = z.output<typeof J_TaskNotFoundError>;
export type TaskNotCancelableError = z.output<typeof J_TaskNotCancelableError>;
export type PushNotificationNotSupportedError = z.output<typeof J_PushNotificationNotSupportedError>;
export type UnsupportedOperationError = z.output<typeof J_UnsupportedOperationError>;
export type ContentTypeNotSupportedError = z.output<typeof J_ContentTypeNotSupportedError>;
export type InvalidAgentResponseError = z.output<typeof J_InvalidAgentResponseError>;
export type AuthenticatedExtendedCardNotConfiguredError = z.output<typeof J_AuthenticatedExtendedCardNotConfiguredError>;
export type A2AError = z.output<typeof J_A2AError>;
export type PushNotificationAuthenticationInfo = z.output<typeof J_PushNotificationAuthenticationInfo>;
export type PushNotificationConfig = z.output<typeof J_PushNotificationConfig>;
export type MessageSendConfiguration = z.output<typeof J_MessageSendConfiguration>;
export type TextPart = z.output<typeof J_TextPart>;
export type FileWithBytes = z.output<typeof J_FileWithBytes>;
export type FileWithUri = z.output<typeof J_FileWithUri>;
export type FilePart = z.output<typeof J_FilePart>;
export type DataPart = z.output<typeof J_DataPart>;
export type Part = z.output<typeof J_Part>;
export type Message = z.output<typeof J_Message>;
export type MessageSendParams = z.output<typeof J_MessageSendParams>;
export type SendMessageRequest = z.output<typeof J_SendMessageRequest>;
export type SendStreamingMessageRequest = z.output<typeof J_SendStreamingMessageRequest>;
export type TaskQueryParams = z.output<typeof J_TaskQueryParams>;
export type GetTaskRequest = z.output<typeof J_GetTaskRequest>;
export type TaskIdParams = z.output<typeof J_TaskIdParams>;
export type CancelTaskRequest = z.output<typeof J_CancelTaskRequest>;
export type TaskPushNotificationConfig = z.output<typeof J_TaskPushNotificationConfig>;
export type SetTaskPushNotificationConfigRequest = z.output<typeof J_SetTaskPushNotificationConfigRequest>;
export type GetTaskPushNotificationConfigParams = z.output<typeof J_GetTaskPushNotificationConfigParams>;
export type GetTaskPushNotificationConfigRequest = z.output<typeof J_GetTaskPushNotificationConfigRequest>;
export type TaskResubscriptionRequest = z.output<typeof J_TaskResubscriptionRequest>;
export type ListTaskPushNotificationConfigParams = z.output<typeof J_ListTaskPushNotificationConfigParams>;
export type ListTaskPushNotificationConfigRequest = z.output<typeof J_ListTaskPushNotificationConfigRequest>;
export type DeleteTaskPushNotificationConfigParams = z.output<typeof J_DeleteTaskPushNotificationConfigParams>;
export type DeleteTaskPushNotificationConfigRequest = z.output<typeof J_DeleteTaskPushNotificationConfigRequest>;
export type GetAuthenticatedExtendedCardRequest = z.output<typeof J_GetAuthenticatedExtendedCardRequest>;
export type A2ARequest = z.output<typeof J_A2ARequest>;
export type APIKeySecurityScheme = z.output<typeof J_APIKeySecurityScheme>;
export type AgentExtension = z.output<typeof J_AgentExtension>;
export type AgentCapabilities = z.output<typeof J_AgentCapabilities>;
export type AgentInterface = z.output<typeof J_AgentInterface>;
export type AgentProvider = z.output<typeof J_AgentProvider>;
export type HTTPAuthSecurityScheme = z.output<typeof J_HTTPAuthSecurityScheme>;
export type AuthorizationCodeOAuthFlow = z.output<typeof J_AuthorizationCodeOAuthFlow>;
export type ClientCredentialsOAuthFlow = z.output<typeof J_ClientCredentialsOAuthFlow>;
export type ImplicitOAuthFlow = z.output<typeof J_ImplicitOAuthFlow>;
export type PasswordOAuthFlow = z.output<typeof J_PasswordOAuthFlow>;
export type OAuthFlows = z.output<typeof J_OAuthFlows>;
export type OAuth2SecurityScheme = z.output<typeof J_OAuth2SecurityScheme>;
export type OpenIdConnectSecurityScheme = z.output<typeof J_OpenIdConnectSecurityScheme>;
export type MutualTLSSecurityScheme = z.output<typeof J_MutualTLSSecurityScheme>;
export type SecurityScheme = z.output<typeof J_SecurityScheme>;
export type AgentCardSignature = z.output<typeof J_AgentCardSignature>;
export type AgentSkill = z.output<typeof J_AgentSkill>;
export type AgentCard = z.output<typeof J_AgentCard>;
export type Artifact = z.output<typeof J_Artifact>;
export type JSONRPCError = z.output<typeof J_JSONRPCError>;
export type JSONRPCErrorResponse = z.output<typeof J_JSONRPCErrorResponse>;
export type TaskState = z.output<typeof J_TaskState>;
export type TaskStatus = z.output<typeof J_TaskStatus>;
export type Task = z.output<typeof J_Task>;
export type CancelTaskSuccessResponse = z.output<typeof J_CancelTaskSuccessResponse>;
export type CancelTaskResponse = z.output<typeof J_CancelTaskResponse>;
export type DeleteTaskPushNotificationConfigSuccessResponse = z.output<typeof J_DeleteTaskPushNotificationConfigSuccessResponse>;
export type DeleteTaskPushNotificationConfigResponse = z.output<typeof J_DeleteTaskPushNotificationConfigResponse>;
export type FileBase = z.output<typeof J_FileBase>;
export type GetAuthenticatedExtendedCardSuccessResponse = z.output<typeof J_GetAuthenticatedExtendedCardSuccessResponse>;
export type GetAuthenticatedExtendedCardResponse = z.output<typeof J_GetAuthenticatedExtendedCardResponse>;
export type GetTaskPushNotificationConfigSuccessResponse = z.output<typeof J_GetTaskPushNotificationConfigSuccessResponse>;
export type GetTaskPushNotificationConfigResponse = z.output<typeof J_GetTaskPushNotificationConfigResponse>;
export type GetTaskSuccessResponse = z.output<typeof J_GetTaskSuccessResponse>;
export type GetTaskResponse = z.output<typeof J_GetTaskResponse>;
export type JSONRPCMessage = z.output<typeof J_JSONRPCMessage>;
export type JSONRPCRequest = z.output<typeof J_JSONRPCRequest>;
export type SendMessageSuccessResponse = z.output<typeof J_SendMessageSuccessResponse>;
export type TaskStatusUpdateEvent = z.output<typeof J_TaskStatusUpdateEvent>;
export type TaskArtifactUpdateEvent = z.output<typeof J_TaskArtifactUpdateEvent>;
export type SendStreamingMessageSuccessResponse = z.output<typeof J_SendStreamingMessageSuccessResponse>;
export type SetTaskPushNotificationConfigSuccessResponse = z.output<typeof J_SetTaskPushNotificationConfigSuccessResponse>;
export type ListTaskPushNotificationConfigSuccessResponse = z.output<typeof J_ListTaskPushNotificationConfigSuccessResponse>;
export type JSONRPCResponse = z.output<typeof J_JSONRPCResponse>;
export type JSONRPCSuccessResponse = z.output<typeof J_JSONRPCSuccessResponse>;
export type ListTaskPushNotificationConfigResponse = z.output<typeof J_ListTaskPushNotificationConfigResponse>;
export type PartBase = z.output<typeof J_PartBase>;
export type SecuritySchemeBase = z.output<typeof J_SecuritySchemeBase>;
export type SendMessageResponse = z.output<typeof J_SendMessageResponse>;
export type SendStreamingMessageResponse = z.output<typeof J_SendStreamingMessageResponse>;
export type SetTaskPushNotificationConfigResponse = z.output<typeof J_SetTaskPushNotificationConfigResponse>;
export type TransportProtocol = z.output<typeof J_TransportProtocol>;
export {};
